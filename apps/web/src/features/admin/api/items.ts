import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type ApiAnswer, type ApiBody } from '../../../lib/api';
import type { AdminCardRow, AdminContent, ItemKind } from '../types';
import { adminKeys, learnerDataKey } from './keys';

/** A category's own cards (not its children's), for the table. */
export function useCategoryCards(categoryId: number | null, enabled = true) {
  return useQuery({
    queryKey: adminKeys.cards(categoryId ?? 0),
    queryFn: ({ signal }) =>
      api
        .get<Extract<ApiAnswer<'/api/categories/{id}', 'get'>, { cards: AdminCardRow[] }>>(
          `/categories/${categoryId}`,
          {
            signal,
            query: { cards: 1, admin: 1 },
            timeout: false,
          },
        )
        .then((r) => r.cards),
    enabled: enabled && !!categoryId,
  });
}

export function useCategoryContents(categoryId: number | null, enabled = true) {
  return useQuery({
    queryKey: adminKeys.contents(categoryId ?? 0),
    queryFn: ({ signal }) =>
      api
        .get<ApiAnswer<'/api/contents/category/{id}', 'get'>>(`/contents/category/${categoryId}`, { signal })
        .then((r) => r.contents),
    enabled: enabled && !!categoryId,
  });
}

export const fetchCard = (id: number, signal?: AbortSignal) =>
  api.get<ApiAnswer<'/api/cards/{id}', 'get'>>(`/cards/${id}`, { signal });
export const fetchContent = (id: number, signal?: AbortSignal) =>
  api.get<ApiAnswer<'/api/contents/{id}', 'get'>>(`/contents/${id}`, { signal });

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
      api.get<ApiAnswer<'/api/learntypes', 'get'>>('/learntypes', { signal }).then((r) => r.learningtypes),
    staleTime: 10 * 60_000,
  });
}

type CardCreateBody = ApiBody<'/api/cards/create/{categoryId}', 'post'>;

/** The card payload of admin spec §7 (interactive variant: the type is always sent, DESIGN.md §4). */
export type CardPayload = Pick<CardCreateBody, 'title' | 'relevance' | 'difficulty'> &
  Required<Pick<CardCreateBody, 'learntype_id' | 'type' | 'category_id'>> & {
    data: Exclude<CardCreateBody['data'], string>;
  };

export function useSaveCard() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...payload }: CardPayload & { id: number | null }) =>
      id
        ? api
            .post<ApiAnswer<'/api/cards/update/{id}', 'post'>>(`/cards/update/${id}`, payload)
            .then((r) => r.updatedObject)
        : api
            .post<ApiAnswer<'/api/cards/create/{categoryId}', 'post', 201>>(
              `/cards/create/${payload.category_id}`,
              payload,
            )
            .then((r) => r.card),
    onSuccess: (card) => {
      qc.setQueryData(adminKeys.card(card.id), card);
      void qc.invalidateQueries({ queryKey: adminKeys.cards(card.category_id) });
      void qc.invalidateQueries({ queryKey: learnerDataKey });
    },
  });
}

type ContentCreateBody = ApiBody<'/api/contents/create/{categoryId}', 'post'>;

/** What the content editor sends: the create body, `file_path` left out on update when unchanged (admin spec §5). */
export type ContentPayload = Omit<ContentCreateBody, 'file_path' | 'id' | 'file_extension'> & {
  category_id: number;
  file_path?: ContentCreateBody['file_path'];
};

export function useSaveContent() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...payload }: ContentPayload & { id: number | null }) =>
      id
        ? api
            .put<ApiAnswer<'/api/contents/update/{id}', 'put'>>(`/contents/update/${id}`, { id, ...payload })
            .then((r) => r.object)
        : api
            .post<ApiAnswer<'/api/contents/create/{categoryId}', 'post', 201>>(
              `/contents/create/${payload.category_id}`,
              payload,
            )
            .then((r) => r.object),
    onSuccess: (content) => {
      // The write answer lacks the read answer's category, links and stack: merged into what was shown, then reloaded.
      qc.setQueryData<AdminContent>(adminKeys.content(content.id), (old) => old && { ...old, ...content });
      void qc.invalidateQueries({ queryKey: adminKeys.content(content.id) });
      void qc.invalidateQueries({ queryKey: adminKeys.contents(content.category_id) });
      void qc.invalidateQueries({ queryKey: learnerDataKey });
    },
  });
}

const paths = {
  cards: { remove: '/cards/delete', move: '/cards/update/moveTo', field: 'card_ids' },
  contents: { remove: '/contents/delete', move: '/contents/update/moveTo', field: 'content_ids' },
} as const;

/**
 * Delete of the checked rows. One row: the spec's `DELETE /api/cards/{id}` or `DELETE /api/contents/{id}` (admin
 * spec, CATP-13/14). Several rows: one batch request (`POST /api/cards/delete`, `/api/contents/delete`), kept on
 * purpose (issue 34 §6): one transaction, so a failure deletes nothing rather than some, and one trash batch, so
 * the snackbar's single Undo brings back all of them (a DELETE per row would make one batch per row).
 */
export function useDeleteItems() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, ids }: { kind: ItemKind; ids: number[]; categoryId: number }) =>
      ids.length === 1
        ? api.delete<ApiAnswer<'/api/cards/{id}' | '/api/contents/{id}', 'delete'>>(`/${kind}/${ids[0]}`, {
            timeout: false,
          })
        : api.post<ApiAnswer<'/api/cards/delete' | '/api/contents/delete', 'post'>>(
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
      api.post<ApiAnswer<'/api/cards/update/moveTo/{id}' | '/api/contents/update/moveTo/{id}', 'post'>>(
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
