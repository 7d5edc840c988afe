import { useQuery } from '@tanstack/react-query';
import { api, type ApiAnswer } from '../../../lib/api';
import { getConfig } from '../../../lib/config';

export type UploadResult = ApiAnswer<'/api/file', 'post'>;

/** POST /api/file: a picture or a PDF; the server checks its content and size. */
/** POST /api/file; `picture`: the field shows pictures, so the server takes a JPEG or PNG only (by content). */
export const uploadFile = (file: File, picture = false) =>
  api.postForm<UploadResult>(
    '/file',
    { file },
    { timeout: false, query: picture ? { kind: 'picture' } : {} },
  );

/** POST /api/file/delete/{name}: only uploads no card or content uses any more. */
export const deleteUpload = (name: string) =>
  api.post<ApiAnswer<'/api/file/delete/{name}', 'post'>>(`/file/delete/${encodeURIComponent(name)}`, {
    file_name: name,
  });

/**
 * Stored files open only with a signed link the server mints (issue 14): GET /api/file/link/{name} gives the
 * editors one for a stored name (the thumbnail's with `thumbnail`); undefined while it loads.
 */
export function useFileLink(name: string | null | undefined, thumbnail = false) {
  const query = useQuery({
    queryKey: ['file-link', name, thumbnail],
    queryFn: ({ signal }) =>
      api.get<ApiAnswer<'/api/file/link/{name}', 'get'>>(`/file/link/${encodeURIComponent(name!)}`, {
        signal,
        query: thumbnail ? { thumbnail: 1 } : {},
      }),
    enabled: !!name,
    // links live at least 4 hours; fetch a fresh one well before
    staleTime: 60 * 60 * 1000,
    retry: false,
  });
  return query.data ? `${getConfig().baseUrl}${query.data.url}` : undefined;
}
