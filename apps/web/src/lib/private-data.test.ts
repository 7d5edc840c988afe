import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetErrorDialogs } from './api-errors';
import { setConfig } from './config';
import { PRIVATE_CACHES, rememberUser, storedUser } from './private-data';
import { fetchCurrentUser, type User } from './session';
import { setToken } from './token';

const user = (id: number) => ({ id, name: `user ${id}`, email: `u${id}@example.com` }) as User;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let deleted: string[];
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  setConfig({ baseUrl: '', debug: false, displayTime: true, maxRequestTimeout: 30 });
  deleted = [];
  vi.stubGlobal('caches', {
    delete: (name: string) => {
      deleted.push(name);
      return Promise.resolve(true);
    },
  });
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  setToken(null);
  window.localStorage.clear();
  resetErrorDialogs();
  deleted = [];
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the private data of the offline app', () => {
  it('keeps the checked user; another user clears the service worker caches first', () => {
    rememberUser(user(1));
    expect(storedUser()?.id).toBe(1);
    rememberUser(user(1));
    expect(deleted).toEqual([]);
    window.localStorage.setItem('lastExam', '{"1":{"at":1,"exam":{}}}');
    rememberUser(user(2));
    expect(deleted).toEqual([...PRIVATE_CACHES]);
    expect(storedUser()?.id).toBe(2);
    expect(window.localStorage.getItem('lastExam')).toBeNull(); // another user's exam figures
  });

  it('logout (the token ends) forgets the user and clears the caches', () => {
    setToken('tok');
    rememberUser(user(1));
    window.localStorage.setItem('lastExam', '{"1":{"at":1,"exam":{}}}');
    setToken(null);
    expect(storedUser()).toBeNull();
    expect(window.localStorage.getItem('lastUser')).toBeNull();
    expect(window.localStorage.getItem('lastExam')).toBeNull();
    expect(deleted).toEqual(['portal-api', 'portal-storage']);
  });

  it('an offline start keeps the stored user; a start with network checks the token', async () => {
    setToken('tok');
    fetchMock.mockResolvedValueOnce(json(200, { message: 'ok', user: user(7) }));
    expect((await fetchCurrentUser())?.id).toBe(7);
    expect(storedUser()?.id).toBe(7);

    vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect((await fetchCurrentUser())?.id).toBe(7);
  });

  it('offline without a stored user: the failure goes on to the caller (the account cannot be shown)', async () => {
    setToken('tok');
    vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(fetchCurrentUser()).rejects.toMatchObject({ kind: 'offline' });
  });

  it('a revoked token (401) logs out and forgets the stored user', async () => {
    setToken('tok');
    rememberUser(user(3));
    fetchMock.mockResolvedValueOnce(json(401, { message: 'Unauthenticated.' }));
    expect(await fetchCurrentUser()).toBeNull();
    expect(storedUser()).toBeNull();
  });
});
