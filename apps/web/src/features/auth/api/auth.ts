import { useMutation } from '@tanstack/react-query';
import { api, type MessageResponse } from '../../../lib/api';
import { useSetSession, type AuthResponse, type User } from '../../../lib/session';

export interface LoginInput {
  email: string;
  password: string;
}

export interface RegisterInput {
  name: string;
  email: string;
  password: string;
  terms: boolean;
}

export const login = (input: LoginInput) => api.post<AuthResponse>('/auth/login', input);
export const register = (input: RegisterInput) => api.post<AuthResponse>('/auth/register', input);
export const requestPasswordReset = (email: string) =>
  api.post<MessageResponse>('/auth/reset-password', { email });
export const completePasswordReset = (input: {
  token: string;
  password: string;
  password_confirmation: string;
}) => api.post<MessageResponse>('/auth/reset-password/complete', input);
export const verifyEmail = (token: string) =>
  api.post<MessageResponse & { user?: User }>('/auth/verify-email', { token });

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
