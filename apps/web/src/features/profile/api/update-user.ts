import { useMutation } from '@tanstack/react-query';
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

export const updatePassword = (password: string, password_confirmation: string) =>
  api.post<MessageResponse>('/user/update', { password, password_confirmation });

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
  return useMutation({
    mutationFn: ({ password, confirmation }: { password: string; confirmation: string }) =>
      updatePassword(password, confirmation),
  });
}
