import { api } from '../../../lib/api';
import { getConfig } from '../../../lib/config';

export interface UploadResult {
  message: string;
  success: boolean;
  /** the stored (generated) file name */
  file: string;
  thumbnail: string | null;
  url: string;
}

/** POST /api/file: a picture or a PDF; the server checks its content and size. */
export const uploadFile = (file: File) => api.postForm<UploadResult>('/file', { file }, { timeout: false });

/** POST /api/file/delete/{name}: only uploads no card or content uses any more. */
export const deleteUpload = (name: string) =>
  api.post<{ message: string }>(`/file/delete/${encodeURIComponent(name)}`, { file_name: name });

/** Uploaded files are reachable under the base url (admin spec §3 "Uploaded files"). */
export const uploadUrl = (name: string) =>
  `${getConfig().baseUrl}/storage/user_uploads/${encodeURIComponent(name)}`;
export const thumbnailUrl = (name: string) =>
  `${getConfig().baseUrl}/storage/thumbnails/${encodeURIComponent(name)}`;
