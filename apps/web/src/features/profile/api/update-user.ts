import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type MessageResponse } from '../../../lib/api';
import { useUpdateCachedUser, type User } from '../../../lib/session';

/** The profile fields POST /api/user/update accepts. */
export interface ProfileInput {
  name: string;
  first_name: string;
  last_name: string;
  birthdate: string;
  address: string;
  zip: string;
  city: string;
  country: string;
  phone: string;
  parent: 0 | 1;
  first_name_parent: string;
  last_name_parent: string;
  address_parent: string;
  zip_parent: string;
  city_parent: string;
  country_parent: string;
  phone_parent: string;
  email_parent: string;
}

export const updateProfile = (input: ProfileInput) =>
  api.post<MessageResponse & { user: User }>('/user/update', input);

export interface PasswordChange {
  password: string;
  confirmation: string;
  current: string;
}

export const updatePassword = ({ password, confirmation, current }: PasswordChange) =>
  api.post<MessageResponse & { other_sessions_ended?: number }>('/user/update', {
    password,
    password_confirmation: confirmation,
    current_password: current,
  });

/** One login of the user (GET /api/user/sessions). */
export interface Session {
  id: number;
  device: string | null;
  created_at: string;
  last_used_at: string;
  current: boolean;
}

const sessionsKey = ['user', 'sessions'] as const;

export function useSessions() {
  return useQuery({
    queryKey: sessionsKey,
    queryFn: ({ signal }) =>
      api.get<{ sessions: Session[] }>('/user/sessions', { signal, silent: true }).then((r) => r.sessions),
  });
}

export function useLogoutOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.post<MessageResponse & { other_sessions_ended: number }>('/user/sessions/logout-others'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}

export function useUpdateProfile() {
  const updateCachedUser = useUpdateCachedUser();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (data) => {
      if (data?.user) updateCachedUser(data.user);
    },
  });
}

export function useUpdatePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}
