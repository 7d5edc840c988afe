import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, apiUrl, failureHandling, isApiError, isServerUnreachable, toFormData } from './api';
import { errorDialogStore, ignorePending, resetErrorDialogs, retryPending } from './api-errors';
import { setConfig } from './config';
import { getToken, setToken } from './token';

type FetchArgs = [input: RequestInfo | URL, init?: RequestInit];

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const networkError = () => Promise.reject(new TypeError('Failed to fetch'));

/** let pending promise callbacks run */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

let fetchMock: ReturnType<typeof vi.fn<(...args: FetchArgs) => Promise<Response>>>;

beforeEach(() => {
  setConfig({ baseUrl: '', debug: false, displayTime: true, maxRequestTimeout: 30 });
  fetchMock = vi.fn<(...args: FetchArgs) => Promise<Response>>();
  vi.stubGlobal('fetch', fetchMock);
  window.localStorage.clear();
  setToken(null);
  resetErrorDialogs();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function headersOf(call: FetchArgs): Record<string, string> {
  return (call[1]?.headers ?? {}) as Record<string, string>;
}

describe('urls', () => {
  it('prefixes /api and the configured base url, and builds the query string', () => {
    expect(apiUrl('/cards/1')).toBe('/api/cards/1');
    expect(apiUrl('/api/cards/1')).toBe('/api/cards/1');
    setConfig({ baseUrl: 'https://portal.example' });
    expect(apiUrl('/shop/add/3', { exam_type: 'ecus', duration: 12, children: true, skip: undefined })).toBe(
      'https://portal.example/api/shop/add/3?exam_type=ecus&duration=12&children=1',
    );
  });
});

describe('token', () => {
  it('stores a token found in any response body in localStorage key "token"', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { token: 'abc123', user: { id: 1 } }));
    await api.post('/auth/login', { email: 'a@b.c', password: 'x' });
    expect(window.localStorage.getItem('token')).toBe('abc123');
    expect(getToken()).toBe('abc123');
  });

  it('sends the stored token as a bearer header, and none without a token', async () => {
    fetchMock.mockResolvedValue(json(200, { ok: true }));
    await api.get('/shop');
    expect(headersOf(fetchMock.mock.calls[0]).Authorization).toBeUndefined();
    setToken('tok-1');
    await api.get('/cats/roots');
    expect(headersOf(fetchMock.mock.calls[1]).Authorization).toBe('Bearer tok-1');
  });

  it('forgets the token when the server answers 401 to a request that carried it', async () => {
    setToken('revoked');
    fetchMock.mockResolvedValueOnce(json(401, { message: 'Unauthenticated.' }));
    const error = (await api.get('/cats/roots').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(401);
    expect(getToken()).toBeNull();
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('sends JSON bodies with a content type, and multipart forms without one', async () => {
    fetchMock.mockResolvedValue(json(200, {}));
    await api.post('/auth', { token: 't' });
    expect(headersOf(fetchMock.mock.calls[0])['Content-Type']).toBe('application/json');
    expect(fetchMock.mock.calls[0][1]?.body).toBe('{"token":"t"}');
    await api.postForm('/lesson', { title: 'A', peth: true, skip: null });
    const body = fetchMock.mock.calls[1][1]?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(headersOf(fetchMock.mock.calls[1])['Content-Type']).toBeUndefined();
    expect(body.get('peth')).toBe('1');
    expect(body.has('skip')).toBe(false);
  });
});

describe('errors passed to the caller without a dialog', () => {
  it('passes a 404 through', async () => {
    fetchMock.mockResolvedValueOnce(json(404, { message: 'Not found' }));
    const error = await api.get('/cards/read/999').catch((e: unknown) => e);
    expect(isApiError(error)).toBe(true);
    expect((error as ApiError).status).toBe(404);
    expect(errorDialogStore.get().dialog).toBeNull();
  });

  it('passes an error whose body carries a relevance or difficulty field through', async () => {
    fetchMock.mockResolvedValueOnce(json(500, { message: { relevance: ['The relevance must be 1 to 5'] } }));
    const error = (await api.post('/cards', {}).catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(500);
    expect(error.message).toBe('The relevance must be 1 to 5');
    fetchMock.mockResolvedValueOnce(json(400, { message: 'bad', errors: { difficulty: ['too high'] } }));
    const second = (await api.post('/cards', {}).catch((e: unknown) => e)) as ApiError;
    expect(second.errors).toEqual({ difficulty: ['too high'] });
    expect(errorDialogStore.get().dialog).toBeNull();
    expect(errorDialogStore.get().pendingCount).toBe(0);
  });

  it.each([401, 403, 422, 429])(
    'passes a %i with the server message and field errors through',
    async (status) => {
      fetchMock.mockResolvedValueOnce(json(status, { message: 'Nope', errors: { email: ['taken'] } }));
      const error = (await api.post('/auth/register', {}).catch((e: unknown) => e)) as ApiError;
      expect(error).toBeInstanceOf(ApiError);
      expect(error.status).toBe(status);
      expect(error.message).toBe('Nope');
      expect(error.errors).toEqual({ email: ['taken'] });
      expect(errorDialogStore.get().dialog).toBeNull();
    },
  );

  it('joins a message object with commas', async () => {
    fetchMock.mockResolvedValueOnce(
      json(422, { message: { name: ['Name missing'], email: ['Email missing'] } }),
    );
    const error = (await api.post('/user/update', {}).catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe('Name missing, Email missing');
  });
});

describe('retry dialog', () => {
  it('shows only one dialog for several failing requests, and Retry repeats all of them', async () => {
    fetchMock.mockImplementation(networkError);
    const results = [api.get('/cats/roots'), api.get('/learntypes'), api.post('/auth')];
    await flush();
    expect(errorDialogStore.get().dialog).toEqual({ type: 'network' });
    expect(errorDialogStore.get().pendingCount).toBe(3);
    expect(fetchMock).toHaveBeenCalledTimes(3);

    fetchMock.mockImplementation(() => Promise.resolve(json(200, { ok: true })));
    await retryPending();
    await expect(Promise.all(results)).resolves.toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    expect(fetchMock).toHaveBeenCalledTimes(6);
    expect(errorDialogStore.get().dialog).toBeNull();
  });

  it("shows 'request failed' when the retry fails again", async () => {
    fetchMock.mockImplementation(networkError);
    const result = api.get('/cats/roots').catch((e: unknown) => e);
    await flush();
    await retryPending();
    expect(errorDialogStore.get().dialog).toEqual({ type: 'retryFailed' });
    expect(isApiError(await result)).toBe(true);
  });

  it('Ignore rejects every waiting request', async () => {
    fetchMock.mockImplementation(networkError);
    const results = [api.get('/a').catch((e: unknown) => e), api.get('/b').catch((e: unknown) => e)];
    await flush();
    ignorePending();
    const errors = (await Promise.all(results)) as ApiError[];
    expect(errors.map((e) => e.kind)).toEqual(['ignored', 'ignored']);
    expect(errorDialogStore.get().dialog).toBeNull();
  });

  it('shows the generic dialog for a server error, with details for debug mode', async () => {
    fetchMock.mockResolvedValueOnce(json(500, { message: 'boom' }));
    void api.get('/cats/1').catch(() => undefined);
    await flush();
    const dialog = errorDialogStore.get().dialog;
    expect(dialog?.type).toBe('generic');
    expect(dialog && 'detail' in dialog ? dialog.detail : '').toContain('HTTP 500');
    ignorePending();
  });

  it('a silent call throws instead of opening a dialog', async () => {
    fetchMock.mockImplementation(networkError);
    const error = (await api
      .post('/cards/1/1', undefined, { silent: true })
      .catch((e: unknown) => e)) as ApiError;
    expect(error.kind).toBe('network');
    expect(errorDialogStore.get().dialog).toBeNull();
  });

  it('shows the offline dialog instead when the browser is offline', async () => {
    vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    fetchMock.mockImplementation(networkError);
    const error = (await api.get('/cats/roots').catch((e: unknown) => e)) as ApiError;
    expect(error.kind).toBe('offline');
    expect(errorDialogStore.get().offline).toBe(true);
    expect(errorDialogStore.get().dialog).toBeNull();
    vi.restoreAllMocks();
  });
});

describe('time-out', () => {
  it("aborts after maxRequestTimeout seconds and offers Retry with 'No response from API' (learner spec §8)", async () => {
    vi.useFakeTimers();
    setConfig({ maxRequestTimeout: 5 });
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    void api.get('/slow').catch(() => undefined);
    await vi.advanceTimersByTimeAsync(4999);
    expect(errorDialogStore.get().dialog).toBeNull();
    await vi.advanceTimersByTimeAsync(2);
    expect(errorDialogStore.get().dialog).toEqual({ type: 'noResponse' });
    ignorePending();
  });

  it('has no time-out when the call disables it', async () => {
    vi.useFakeTimers();
    setConfig({ maxRequestTimeout: 1 });
    let resolve: (r: Response) => void = () => undefined;
    fetchMock.mockImplementation(() => new Promise<Response>((r) => (resolve = r)));
    const result = api.get('/cats/generate/1', { timeout: false });
    await vi.advanceTimersByTimeAsync(60_000);
    resolve(json(200, { done: true }));
    await expect(result).resolves.toEqual({ done: true });
  });

  it('a caller abort rejects without a dialog', async () => {
    const controller = new AbortController();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const result = api.get('/x', { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    const error = (await result) as Error;
    expect(error.name).toBe('AbortError');
    expect(errorDialogStore.get().dialog).toBeNull();
  });
});

describe('failureHandling', () => {
  it.each([
    [new ApiError({ kind: 'network', message: '' }), 'network'],
    [new ApiError({ kind: 'timeout', message: '' }), 'network'],
    [new ApiError({ kind: 'build', message: '' }), 'generic'],
    [new ApiError({ kind: 'http', status: 500, message: '' }), 'generic'],
    [new ApiError({ kind: 'http', status: 404, message: '' }), 'caller'],
    [new ApiError({ kind: 'http', status: 500, message: '', body: { relevance: 'x' } }), 'caller'],
  ])('%o → %s', (error, expected) => {
    expect(failureHandling(error)).toBe(expected);
  });

  it('toFormData keeps a FormData as it is', () => {
    const form = new FormData();
    expect(toFormData(form)).toBe(form);
  });
});

describe('server unreachable (issue 31)', () => {
  const error = (init: ConstructorParameters<typeof ApiError>[0]) => new ApiError(init);
  it('is no connection, a time-out, or a gateway 502–504 without the server’s own message', () => {
    expect(isServerUnreachable(error({ kind: 'network', message: 'Failed to fetch' }))).toBe(true);
    expect(isServerUnreachable(error({ kind: 'timeout', message: 'timeout' }))).toBe(true);
    expect(isServerUnreachable(error({ kind: 'offline', message: 'offline' }))).toBe(true);
    expect(
      isServerUnreachable(
        error({ kind: 'http', status: 502, message: 'Bad Gateway', body: '<html>…</html>' }),
      ),
    ).toBe(true);
    expect(isServerUnreachable(error({ kind: 'http', status: 504, message: 'Gateway Timeout' }))).toBe(true);
    // the server's own answers: it is there
    expect(
      isServerUnreachable(error({ kind: 'http', status: 503, message: 'busy', body: { message: 'busy' } })),
    ).toBe(false);
    expect(isServerUnreachable(error({ kind: 'http', status: 500, message: 'x', body: '<html>' }))).toBe(
      false,
    );
    expect(isServerUnreachable(error({ kind: 'http', status: 401, message: 'Please log in' }))).toBe(false);
    expect(isServerUnreachable(new Error('other'))).toBe(false);
  });
});
