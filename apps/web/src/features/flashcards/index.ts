/** The flashcards feature's public parts, for the app frame and other features to compose. */
export { ContinueLastLesson } from './components/ContinueLastLesson';
export { SessionSummary } from './components/SessionSummary';
export { readStoredSession } from './session/session-store';
export { usePendingAnswerCount } from './session/answer-outbox';
