import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as errors from '../../../lib/api-errors';
import { storageKeys } from '../../../lib/storage';
import * as outbox from './answer-outbox';

/** The outbox as after a page load: state read from localStorage, nobody logged in yet. */
async function loadOutbox() {
  await outbox.flushAnswers();
  outbox.reloadOutbox();
  return { ...outbox, errors };
}

const stored = () =>
  JSON.parse(localStorage.getItem(storageKeys.pendingAnswers) ?? '[]') as { key: string; cardId: number }[];
const ok = (stack = 1) =>
  new Response(JSON.stringify({ stack, stored: true }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', 'test-token-1234567890');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('answer outbox', () => {
  it('sends an answer with an Idempotency-Key and forgets it once the server has it', async () => {
    const fetchMock = vi.fn(async () => ok());
    vi.stubGlobal('fetch', fetchMock);
    const { recordAnswer, setOutboxUser, flushAnswers } = await loadOutbox();
    setOutboxUser(7);
    const answer = recordAnswer(7, 42, true);
    await flushAnswers();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/cards/42/1');
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>)['Idempotency-Key']).toBe(answer.key);
    expect(answer.key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(stored()).toEqual([]);
  });

  it('keeps answers while the network fails, shows no dialog, and sends each exactly once when back', async () => {
    let online = false;
    const fetchMock = vi.fn(async () => {
      if (!online) throw new TypeError('Failed to fetch');
      return ok();
    });
    vi.stubGlobal('fetch', fetchMock);
    const { recordAnswer, setOutboxUser, flushAnswers, outboxStore, errors } = await loadOutbox();
    setOutboxUser(7);
    const first = recordAnswer(7, 1, false);
    await flushAnswers();
    const second = recordAnswer(7, 2, true);
    await flushAnswers();
    expect(stored().map((a) => a.cardId)).toEqual([1, 2]);
    expect(outboxStore.get().waiting).toBe(true);
    expect(errors.errorDialogStore.get().dialog).toBeNull(); // silent: no Retry/Ignore dialog

    online = true;
    fetchMock.mockClear();
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(stored()).toEqual([]));
    await flushAnswers();
    // the answers (the reconnect probe asks /api/health besides)
    const sent = fetchMock.mock.calls
      .map((call) => {
        const [url, init] = call as unknown as [string, RequestInit];
        return [url, (init.headers as Record<string, string>)['Idempotency-Key']];
      })
      .filter(([url]) => url.startsWith('/api/cards/'));
    expect(sent).toEqual([
      ['/api/cards/1/0', first.key],
      ['/api/cards/2/1', second.key],
    ]);
    expect(outboxStore.get().waiting).toBe(false);
  });

  it('the server unreachable with the network up: retries by itself after 2 s, 4 s, 8 s (no click), at once on focus and on a new answer; each answer arrives once', async () => {
    vi.useFakeTimers();
    let up = false;
    const answers: string[] = [];
    const fetchMock = vi.fn(async (url: string, init: RequestInit) => {
      if (!up) throw new TypeError('Failed to fetch'); // connection refused
      if (url.startsWith('/api/cards/'))
        answers.push((init.headers as Record<string, string>)['Idempotency-Key']);
      return url === '/api/health' ? new Response('{"status":"ok"}', { status: 200 }) : ok();
    });
    vi.stubGlobal('fetch', fetchMock);
    const { recordAnswer, setOutboxUser, flushAnswers, outboxStore, errors } = await loadOutbox();
    const tries = () => fetchMock.mock.calls.filter(([url]) => url === '/api/cards/3/1').length;
    setOutboxUser(7);
    const first = recordAnswer(7, 3, true);
    await flushAnswers();
    expect(tries()).toBe(1);
    // the banner says the server cannot be reached; no dialog
    expect(errors.errorDialogStore.get()).toMatchObject({ serverUnreachable: true, dialog: null });
    expect(outboxStore.get().waiting).toBe(true);
    // the back-off of @portal/core: nothing before 2 s, then again after 4 s more, then 8 s more
    await vi.advanceTimersByTimeAsync(1999);
    expect(tries()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(tries()).toBe(2);
    await vi.advanceTimersByTimeAsync(3999);
    expect(tries()).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(tries()).toBe(3);
    await vi.advanceTimersByTimeAsync(8000);
    expect(tries()).toBe(4);
    // the window gets the focus back: at once
    window.dispatchEvent(new Event('focus'));
    await vi.advanceTimersByTimeAsync(0);
    expect(tries()).toBe(5);
    // a new answer: the outbox tries at once (the oldest first)
    const second = recordAnswer(7, 4, false);
    await vi.advanceTimersByTimeAsync(0);
    expect(tries()).toBe(6);
    // the server is back: the next timer sends both, once each, and the banner goes
    up = true;
    await vi.advanceTimersByTimeAsync(30_000);
    await flushAnswers();
    expect(answers).toEqual([first.key, second.key]);
    expect(stored()).toEqual([]);
    expect(errors.errorDialogStore.get()).toMatchObject({ serverUnreachable: false, dialog: null });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(answers).toEqual([first.key, second.key]);
  });

  it('retries a server error (5xx) with the same key and drops an answer the server refuses for good', async () => {
    const responses = [
      new Response('{"message":"boom"}', { status: 503 }),
      new Response('{"message":"You have no access to this card"}', { status: 403 }),
      ok(),
    ];
    const fetchMock = vi.fn(async () => responses.shift()!);
    vi.stubGlobal('fetch', fetchMock);
    const { recordAnswer, setOutboxUser, flushAnswers, errors } = await loadOutbox();
    setOutboxUser(7);
    recordAnswer(7, 5, true);
    await flushAnswers();
    expect(stored().map((a) => a.cardId)).toEqual([5]);
    expect(errors.errorDialogStore.get().dialog).toBeNull();
    await flushAnswers(); // 403: dropped
    expect(stored()).toEqual([]);
    recordAnswer(7, 6, true);
    await flushAnswers();
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(stored()).toEqual([]);
  });

  it('sends the time the answer was given, and sends it again without it when the server refuses the time', async () => {
    const refusal = JSON.stringify({
      code: 'cards.answer_time_too_old',
      message: 'The answer time lies more than 14 days in the past',
      errors: { answered_at: ['The answer time lies more than 14 days in the past'] },
    });
    const responses = [ok(), new Response(refusal, { status: 422 }), ok()];
    const fetchMock = vi.fn(async () => responses.shift()!);
    vi.stubGlobal('fetch', fetchMock);
    const { setOutboxUser, flushAnswers } = await loadOutbox();
    const given = Date.UTC(2026, 2, 10, 8, 30);
    localStorage.setItem(
      storageKeys.pendingAnswers,
      JSON.stringify([
        { key: 'k-offline-answer-1', userId: 7, cardId: 9, correct: false, at: given },
        { key: 'k-offline-answer-2', userId: 7, cardId: 10, correct: true, at: given - 20 * 86_400_000 },
      ]),
    );
    outbox.reloadOutbox();
    setOutboxUser(7);
    await flushAnswers();
    const sent = fetchMock.mock.calls.map((call) => {
      const [url, init] = call as unknown as [string, RequestInit];
      return [url, init.body ?? null, (init.headers as Record<string, string>)['Idempotency-Key']];
    });
    expect(sent).toEqual([
      ['/api/cards/9/0', '{"answered_at":"2026-03-10T08:30:00.000Z"}', 'k-offline-answer-1'],
      ['/api/cards/10/1', '{"answered_at":"2026-02-18T08:30:00.000Z"}', 'k-offline-answer-2'],
      ['/api/cards/10/1', null, 'k-offline-answer-2'],
    ]);
    expect(stored()).toEqual([]);
  });

  it('sends only the logged-in user’s answers', async () => {
    const fetchMock = vi.fn(async () => ok());
    vi.stubGlobal('fetch', fetchMock);
    localStorage.setItem(
      storageKeys.pendingAnswers,
      JSON.stringify([{ key: 'k-other-user-1', userId: 8, cardId: 3, correct: true, at: 1 }]),
    );
    const { recordAnswer, setOutboxUser, flushAnswers } = await loadOutbox();
    setOutboxUser(7);
    recordAnswer(7, 4, false);
    await flushAnswers();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(stored().map((a) => a.cardId)).toEqual([3]);
    setOutboxUser(null);
    setOutboxUser(8);
    await flushAnswers();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(stored()).toEqual([]);
  });
});
