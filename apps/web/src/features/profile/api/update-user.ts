import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type ApiAnswer, type ApiBody } from '../../../lib/api';
import { useUpdateCachedUser } from '../../../lib/session';

/** The profile form's values, sent as they are to POST /api/user/update (checked against its body below). */
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

type UpdateBody = ApiBody<'/api/user/update', 'post'>;
type UpdateAnswer = ApiAnswer<'/api/user/update', 'post'>;

export const updateProfile = (input: ProfileInput) =>
  api.post<Extract<UpdateAnswer, { user: unknown }>>('/user/update', input satisfies UpdateBody);

export interface PasswordChange {
  password: string;
  confirmation: string;
  current: string;
}

export const updatePassword = ({ password, confirmation, current }: PasswordChange) =>
  api.post<Extract<UpdateAnswer, { other_sessions_ended: number }>>('/user/update', {
    password,
    password_confirmation: confirmation,
    current_password: current,
  } satisfies UpdateBody);

/** One login of the user (GET /api/user/sessions). */
export type Session = ApiAnswer<'/api/user/sessions', 'get'>['sessions'][number];

const sessionsKey = ['user', 'sessions'] as const;

export function useSessions() {
  return useQuery({
    queryKey: sessionsKey,
    queryFn: ({ signal }) =>
      api
        .get<ApiAnswer<'/api/user/sessions', 'get'>>('/user/sessions', { signal, silent: true })
        .then((r) => r.sessions),
  });
}

export function useLogoutOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.post<ApiAnswer<'/api/user/sessions/logout-others', 'post'>>('/user/sessions/logout-others'),
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
