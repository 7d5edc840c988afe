import { useMutation } from '@tanstack/react-query';
import { api, type ApiAnswer, type ApiBody } from '../../../lib/api';
import { useSetSession } from '../../../lib/session';

export type LoginInput = ApiBody<'/api/auth/login', 'post'>;
export type RegisterInput = ApiBody<'/api/auth/register', 'post'>;

export const login = (input: LoginInput) =>
  api.post<ApiAnswer<'/api/auth/login', 'post'>>('/auth/login', input);
export const register = (input: RegisterInput) =>
  api.post<ApiAnswer<'/api/auth/register', 'post'>>('/auth/register', input);
export const requestPasswordReset = (email: string) =>
  api.post<ApiAnswer<'/api/auth/reset-password', 'post'>>('/auth/reset-password', { email });
export const completePasswordReset = (input: ApiBody<'/api/auth/reset-password/complete', 'post'>) =>
  api.post<ApiAnswer<'/api/auth/reset-password/complete', 'post'>>('/auth/reset-password/complete', input);
export const verifyEmail = (token: string) =>
  api.post<ApiAnswer<'/api/auth/verify-email', 'post'>>('/auth/verify-email', { token });

/** Login: the helper stores the returned token; the user goes into the current-user cache. */
export function useLogin() {
  const setSession = useSetSession();
  return useMutation({
    mutationFn: login,
    onSuccess: (data) => setSession(data.user, data.token),
  });
}

export function useRegister() {
  const setSession = useSetSession();
  return useMutation({
    mutationFn: register,
    onSuccess: (data) => setSession(data.user, data.token),
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

export function useCompletePasswordReset() {
  return useMutation({ mutationFn: completePasswordReset });
}
