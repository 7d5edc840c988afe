import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type ApiAnswer } from '../../../lib/api';

/** GET /api/roles: a page of users with their roles. */
export type UsersPage = ApiAnswer<'/api/roles', 'get'>;

export type UserWithRoles = UsersPage['users'][number];

/** A role (admin spec §3): an access grant of a user on a category subtree for an exam type. */
export type Role = UserWithRoles['roles'][number];

/** A user as the cache panel shows them (admin spec §3). */
export type PanelUser = Omit<UserWithRoles, 'roles'>;

/** GET /api/roles/category: a page of categories (in tree order) with their roles. */
export type CategoriesPage = ApiAnswer<'/api/roles/category', 'get'>;

export type CategoryWithRoles = CategoriesPage['categories'][number];

export type Rights = Pick<PanelUser, 'is_student' | 'is_teacher' | 'is_admin' | 'all_access'>;
export const RIGHTS = ['is_student', 'is_teacher', 'is_admin', 'all_access'] as const;

/** The role form's values, before sending (watch_only goes as 0/1). */
export interface RoleInput {
  exam_type: string;
  start_date: string;
  expiration_date: string;
  watch_only: boolean;
}

export const rolesKey = ['cacheRoles'] as const;

export function useUsersWithRoles(params: { q: string; page: number; perPage: number }) {
  return useQuery({
    queryKey: [...rolesKey, 'users', params],
    queryFn: ({ signal }) =>
      api.get<UsersPage>('/roles', {
        signal,
        query: { q: params.q || undefined, page: params.page, per_page: params.perPage },
      }),
    placeholderData: keepPreviousData,
  });
}

/** A page of categories (in tree order) with their roles; `rolesPerCategory` of each category's roles come along. */
export function useCategoriesWithRoles(params: {
  q: string;
  all?: boolean;
  page: number;
  perPage: number;
  rolesPerCategory: number;
}) {
  return useQuery({
    queryKey: [...rolesKey, 'categories', params],
    queryFn: ({ signal }) =>
      api.get<CategoriesPage>('/roles/category', {
        signal,
        query: {
          q: params.q || undefined,
          all: params.all ? 1 : undefined,
          page: params.page,
          per_page: params.perPage,
          roles_per_category: params.rolesPerCategory,
        },
      }),
    placeholderData: keepPreviousData,
  });
}

/** The server's largest page (API convention: per_page 1 to 200). */
const CHOICES_PER_PAGE = 200;

/** Every category, page after page of the largest size, without their roles. */
export async function fetchAllCategories(signal?: AbortSignal): Promise<CategoryWithRoles[]> {
  const all: CategoryWithRoles[] = [];
  for (let page = 1; ; page++) {
    const res = await api.get<CategoriesPage>('/roles/category', {
      signal,
      query: { all: 1, page, per_page: CHOICES_PER_PAGE, roles_per_category: 0 },
    });
    all.push(...res.categories);
    if (page >= res.last_page || !res.categories.length) return all;
  }
}

/** Every category with its readable path, for the role form's category picker. */
export function useCategoryChoices(enabled: boolean) {
  return useQuery({
    queryKey: [...rolesKey, 'choices'],
    queryFn: ({ signal }) => fetchAllCategories(signal),
    select: (data) => data.map((c) => ({ value: String(c.id), label: c.path_title || c.title })),
    enabled,
    staleTime: 60_000,
  });
}

function useInvalidateRoles() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: rolesKey });
}

export function useCreateRole() {
  const invalidate = useInvalidateRoles();
  return useMutation({
    mutationFn: ({ userId, categoryId, input }: { userId: number; categoryId: number; input: RoleInput }) =>
      api.post<ApiAnswer<'/api/roles/create/{id}', 'post', 201>>(`/roles/create/${userId}`, {
        ...input,
        category_id: categoryId,
        watch_only: input.watch_only ? 1 : 0,
      }),
    onSuccess: invalidate,
  });
}

/** Role update is multipart (admin spec §7) and sends only the date part of the expiry (§5). */
export function useUpdateRole() {
  const invalidate = useInvalidateRoles();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: RoleInput }) =>
      api.postForm<ApiAnswer<'/api/roles/update/{id}', 'post'>>(`/roles/update/${id}`, {
        exam_type: input.exam_type,
        expiration_date: input.expiration_date.slice(0, 10),
        watch_only: input.watch_only,
        start_date: input.start_date ? input.start_date.slice(0, 10) : undefined,
      }),
    onSuccess: invalidate,
  });
}

export function useDeleteRole() {
  const invalidate = useInvalidateRoles();
  return useMutation({
    mutationFn: (id: number) => api.post<ApiAnswer<'/api/roles/delete/{id}', 'post'>>(`/roles/delete/${id}`),
    onSuccess: invalidate,
  });
}

/** Undo of a role delete: the role comes back from the trash as it was (issue 18 §2, §6). */
export function useRestoreRole() {
  const invalidate = useInvalidateRoles();
  return useMutation({
    mutationFn: (trashId: number) =>
      api.post<ApiAnswer<'/api/trash/{id}/restore', 'post'>>(`/trash/${trashId}/restore`),
    onSuccess: invalidate,
  });
}

/** `onChanged` runs before the lists reload (your own change: what you may do changes first, issue 34). */
export function useSetRights(onChanged?: (change: { userId: number; rights: Rights }) => void) {
  const invalidate = useInvalidateRoles();
  return useMutation({
    mutationFn: ({ userId, rights }: { userId: number; rights: Rights }) =>
      api.post<ApiAnswer<'/api/user/rights/{id}', 'post'>>(`/user/rights/${userId}`, rights),
    onSuccess: (_res, change) => {
      onChanged?.(change);
      return invalidate();
    },
  });
}

export function useDeleteUser() {
  const invalidate = useInvalidateRoles();
  return useMutation({
    mutationFn: (userId: number) =>
      api.post<ApiAnswer<'/api/user/delete/{id}', 'post'>>(`/user/delete/${userId}`),
    onSuccess: invalidate,
  });
}
