import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { api, isApiError, isServerUnreachable, type ApiAnswer } from './api';
import { closePanel } from './panels';
import { rememberUser, storedUser } from './private-data';
import { revokeLater, serverUnreachable } from './reconnect';
import { clearToken, getToken, setToken, useToken } from './token';

/** The user as the API returns it (learner spec §3). Flags are numbers 1/0. */
export type User = AuthResponse['user'];

/** The answer of login (and register): a bearer token and the user. */
export type AuthResponse = ApiAnswer<'/api/auth/login', 'post'>;

/** The answer of `POST /api/auth`: the current user (absent for a logout). */
type CurrentUserAnswer = ApiAnswer<'/api/auth', 'post'>;

export const currentUserQueryKey = ['currentUser'] as const;

/**
 * POST /api/auth with the bearer token; null when there is no token or it is no longer valid. While the browser is
 * offline or the server cannot be reached (refused, timed out, a proxy's 502–504: issue 31) the user of the last
 * successful check is kept (the offline app: the stored session can be played); the check is repeated when the
 * browser is back online or the server answers again (App.tsx, lib/reconnect.ts). Without a stored user a failure
 * shows the error dialogs of learner spec §8 as before.
 */
export async function fetchCurrentUser(signal?: AbortSignal): Promise<User | null> {
  if (!getToken()) return null;
  const kept = storedUser();
  try {
    const data = await api.post<CurrentUserAnswer>('/auth', undefined, { signal, silent: !!kept });
    if (!data.user) return null;
    rememberUser(data.user);
    keptOffline = false;
    return data.user;
  } catch (error) {
    if (isApiError(error) && error.status === 401) {
      clearToken();
      return null;
    }
    if (kept && isServerUnreachable(error)) {
      keptOffline = true;
      serverUnreachable();
      return kept;
    }
    throw error;
  }
}

/** The current user came from storage (offline start) and has not been checked with the server since. */
let keptOffline = false;

/**
 * Back online after an offline start: checks the token again, without a dialog. A 401 logs out (the api helper
 * forgets the token); any other failure keeps the stored user until the next check.
 */
export async function recheckKeptUser(queryClient: QueryClient): Promise<void> {
  const token = getToken();
  if (!keptOffline || !token) return;
  try {
    const data = await api.post<CurrentUserAnswer>('/auth', undefined, { silent: true });
    keptOffline = false;
    if (!data.user) return;
    rememberUser(data.user);
    queryClient.setQueryData([...currentUserQueryKey, token], data.user);
  } catch (error) {
    // the 401 case has already cleared the token; otherwise try again when the server answers again
    if (isServerUnreachable(error)) serverUnreachable();
  }
}

const currentUserQuery = (token: string | null) => ({
  queryKey: [...currentUserQueryKey, token ?? ''],
  queryFn: ({ signal }: { signal?: AbortSignal }) => fetchCurrentUser(signal),
  staleTime: Infinity,
  retry: false as const,
});

/** The logged-in user (null when logged out). Re-fetched when the token changes. */
export function useCurrentUser() {
  const token = useToken();
  return useQuery(currentUserQuery(token));
}

/**
 * Start-up: asks for the stored token's user as soon as the configuration is read, while the app's
 * dictionaries and screens still load (the screens wait for it).
 */
export function prefetchCurrentUser(queryClient: QueryClient): void {
  const token = getToken();
  if (token) void queryClient.prefetchQuery(currentUserQuery(token));
}

const on = (flag: unknown) => flag === 1 || flag === '1' || flag === true;

export interface Modes {
  user: User | null;
  loggedIn: boolean;
  /** true while the first current-user request runs */
  loading: boolean;
  /** a token is stored but the current user could not be loaded (network or server error, not a 401) */
  accountError: boolean;
  /** asks for the current user again */
  reloadAccount: () => void;
  adminMode: boolean;
  teacherMode: boolean;
  studentMode: boolean;
}

/** Modes from the flags (DESIGN §4): admin = is_admin; teacher = is_teacher || is_admin; student = is_student. */
export function modesOf(
  user: User | null | undefined,
): Omit<Modes, 'loading' | 'accountError' | 'reloadAccount'> {
  return {
    user: user ?? null,
    loggedIn: !!user,
    adminMode: on(user?.is_admin),
    teacherMode: on(user?.is_teacher) || on(user?.is_admin),
    studentMode: on(user?.is_student),
  };
}

export function useModes(): Modes {
  const token = useToken();
  const query = useCurrentUser();
  return {
    ...modesOf(query.data),
    loading: !!token && query.isPending,
    accountError: !!token && query.isError,
    reloadAccount: () => void query.refetch(),
  };
}

/**
 * What the frame draws (issue 31: the first paint is the right frame). While the stored token's user is being
 * checked, the frame is the logged-in one: its tabs and menu from the user of the last successful check
 * (`lastUser`), or from the token alone without one, with `pending` set so the user's own parts show placeholders.
 * The sidebar keeps its place from the first paint: nothing is pushed aside when the check answers. The screens
 * still wait for the check (guards.tsx).
 */
export function useFrameModes(): Modes & { pending: boolean } {
  const modes = useModes();
  if (!modes.loading) return { ...modes, pending: false };
  return { ...modes, ...modesOf(storedUser()), loggedIn: true, pending: true };
}

/** After login/register/verify: remember the token (if any) and the user without another request. */
export function useSetSession() {
  const queryClient = useQueryClient();
  return useCallback(
    (user: User, token?: string) => {
      if (token) setToken(token);
      rememberUser(user);
      queryClient.setQueryData([...currentUserQueryKey, getToken() ?? ''], user);
    },
    [queryClient],
  );
}

/** Replace the cached current user (e.g. after a profile update). */
export function useUpdateCachedUser() {
  const queryClient = useQueryClient();
  return useCallback(
    (user: User) => {
      rememberUser(user);
      queryClient.setQueryData([...currentUserQueryKey, getToken() ?? ''], user);
    },
    [queryClient],
  );
}

type LogoutListener = () => void;
const logoutListeners = new Set<LogoutListener>();

/** Features that keep per-user state outside TanStack Query can clear it on logout. */
export function onLogout(listener: LogoutListener): () => void {
  logoutListeners.add(listener);
  return () => logoutListeners.delete(listener);
}

/** Logout: POST /api/auth {token} (revokes it), then clear token and state and go to /. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    const token = getToken();
    if (token) {
      // offline or the server unreachable: the token is revoked as soon as the server answers (lib/reconnect.ts)
      await api.post<CurrentUserAnswer>('/auth', { token }, { silent: true }).catch((error: unknown) => {
        if (isServerUnreachable(error)) revokeLater(token);
      });
    }
    clearToken();
    closePanel();
    logoutListeners.forEach((listener) => listener());
    queryClient.clear();
    navigate('/', { replace: true });
  }, [queryClient, navigate]);
}
