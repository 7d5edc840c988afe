import { readJson, storageKeys, writeJson } from './storage';
import { createStore, useStore } from './store';

/**
 * How the flashcard session behaves for this learner on this device (issue 31), set in the profile.
 * `keepWrongFeedback`: the feedback of a wrong answer stays until the learner moves on (Enter, Space or "Weiter")
 * instead of the spec's 2 s. Kept on the device like the language (a phone and a desktop may want different pace).
 */
export interface LearningSettings {
  keepWrongFeedback: boolean;
}

const defaults: LearningSettings = { keepWrongFeedback: false };

function readStored(): LearningSettings {
  const stored = readJson<Partial<LearningSettings>>(storageKeys.learningSettings);
  return { keepWrongFeedback: stored?.keepWrongFeedback === true || defaults.keepWrongFeedback };
}

export const learningSettings = createStore<LearningSettings>(readStored());

export function setLearningSettings(change: Partial<LearningSettings>) {
  const next = { ...learningSettings.get(), ...change };
  writeJson(storageKeys.learningSettings, next);
  learningSettings.set(next);
}

export const useLearningSettings = () => useStore(learningSettings);

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === storageKeys.learningSettings || event.key === null) learningSettings.set(readStored());
  });
}
