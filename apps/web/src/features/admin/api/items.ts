import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { AdminCard, AdminContent, ItemKind, LearnType } from '../types';
import { adminKeys, learnerDataKey } from './keys';

/** A category's own cards (not its children's), for the table. */
export function useCategoryCards(categoryId: number | null, enabled = true) {
  return useQuery({
    queryKey: adminKeys.cards(categoryId ?? 0),
    queryFn: ({ signal }) =>
      api
        .get<{ cards: AdminCard[] }>(`/categories/${categoryId}`, {
          signal,
          query: { cards: 1, admin: 1 },
          timeout: false,
        })
        .then((r) => r.cards),
    enabled: enabled && !!categoryId,
  });
}

export function useCategoryContents(categoryId: number | null, enabled = true) {
  return useQuery({
    queryKey: adminKeys.contents(categoryId ?? 0),
    queryFn: ({ signal }) =>
      api
        .get<{ contents: AdminContent[] }>(`/contents/category/${categoryId}`, { signal })
        .then((r) => r.contents),
    enabled: enabled && !!categoryId,
  });
}

export const fetchCard = (id: number, signal?: AbortSignal) => api.get<AdminCard>(`/cards/${id}`, { signal });
export const fetchContent = (id: number, signal?: AbortSignal) =>
  api.get<AdminContent>(`/contents/${id}`, { signal });

export function useCard(id: number | null) {
  return useQuery({
    queryKey: adminKeys.card(id ?? 0),
    queryFn: ({ signal }) => fetchCard(id!, signal),
    enabled: !!id,
  });
}

export function useContent(id: number | null) {
  return useQuery({
    queryKey: adminKeys.content(id ?? 0),
    queryFn: ({ signal }) => fetchContent(id!, signal),
    enabled: !!id,
  });
}

export function useLearnTypes() {
  return useQuery({
    queryKey: adminKeys.learnTypes,
    queryFn: ({ signal }) =>
      api.get<{ learningtypes: LearnType[] }>('/learntypes', { signal }).then((r) => r.learningtypes),
    staleTime: 10 * 60_000,
  });
}

/** The card payload of admin spec §7 (interactive variant: the type is always sent, DESIGN.md §4). */
export interface CardPayload {
  title: string;
  relevance: number;
  difficulty: number;
  learntype_id: number;
  type: number;
  category_id: number;
  data: unknown;
}

export function useSaveCard() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...payload }: CardPayload & { id: number | null }) =>
      id
        ? api.post<{ updatedObject: AdminCard }>(`/cards/update/${id}`, payload).then((r) => r.updatedObject)
        : api.post<{ card: AdminCard }>(`/cards/create/${payload.category_id}`, payload).then((r) => r.card),
    onSuccess: (card) => {
      qc.setQueryData(adminKeys.card(card.id), card);
      void qc.invalidateQueries({ queryKey: adminKeys.cards(card.category_id) });
      void qc.invalidateQueries({ queryKey: learnerDataKey });
    },
  });
}

export type ContentPayload = Omit<AdminContent, 'id' | 'file_extension' | 'file_path' | 'file_url'> & {
  /** left out on update when unchanged (admin spec §5) */
  file_path?: string | null;
};

export function useSaveContent() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...payload }: ContentPayload & { id: number | null }) =>
      id
        ? api
            .put<{ object: AdminContent }>(`/contents/update/${id}`, { id, ...payload })
            .then((r) => r.object)
        : api
            .post<{ object: AdminContent }>(`/contents/create/${payload.category_id}`, payload)
            .then((r) => r.object),
    onSuccess: (content) => {
      qc.setQueryData(adminKeys.content(content.id), content);
      void qc.invalidateQueries({ queryKey: adminKeys.contents(content.category_id) });
      void qc.invalidateQueries({ queryKey: learnerDataKey });
    },
  });
}

const paths = {
  cards: { remove: '/cards/delete', move: '/cards/update/moveTo', field: 'card_ids' },
  contents: { remove: '/contents/delete', move: '/contents/update/moveTo', field: 'content_ids' },
} as const;

/** Bulk delete of the checked rows: one request, one transaction on the server. */
export function useDeleteItems() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, ids }: { kind: ItemKind; ids: number[]; categoryId: number }) =>
      api.post<{ deleted: number[]; trash_id?: number }>(
        paths[kind].remove,
        { [paths[kind].field]: ids },
        { timeout: false },
      ),
    onSuccess: (_r, { kind, categoryId }) => {
      void qc.invalidateQueries({
        queryKey: kind === 'cards' ? adminKeys.cards(categoryId) : adminKeys.contents(categoryId),
      });
      void qc.invalidateQueries({ queryKey: learnerDataKey });
    },
  });
}

/** Bulk move of the checked rows to another category: one request, one transaction on the server. */
export function useMoveItems() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({
      kind,
      ids,
      targetId,
    }: {
      kind: ItemKind;
      ids: number[];
      targetId: number;
      fromId: number;
    }) =>
      api.post<{ moved: number[] }>(
        `${paths[kind].move}/${targetId}`,
        { [paths[kind].field]: ids },
        { timeout: false },
      ),
    onSuccess: (_r, { kind, targetId, fromId }) => {
      const key = kind === 'cards' ? adminKeys.cards : adminKeys.contents;
      void qc.invalidateQueries({ queryKey: key(targetId) });
      void qc.invalidateQueries({ queryKey: key(fromId) });
      void qc.invalidateQueries({ queryKey: learnerDataKey });
    },
  });
}
