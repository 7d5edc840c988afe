import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, apiUrl, type ApiAnswer } from '../../../lib/api';
import { i18n } from '../../../lib/i18n';
import { getToken } from '../../../lib/token';
import { adminKeys, learnerDataKey } from './keys';

/** The preview (dry run, 200) or the result of an import (201). */
export type ImportSummary =
  ApiAnswer<'/api/import/{categoryId}', 'post', 200> | ApiAnswer<'/api/import/{categoryId}', 'post', 201>;

/** A large import's job: its phase and progress, and its summary once done. */
export type ImportJob = ApiAnswer<'/api/import/jobs/{id}', 'get'>['job'];

/** A large import answers 202 with a job to follow. */
export type ImportStarted = ApiAnswer<'/api/import/{categoryId}', 'post', 202>;

export const isImportStarted = (r: ImportSummary | ImportStarted): r is ImportStarted => 'job' in r;

/** GET /api/import/jobs/{id}: a large import's phase and progress, and its summary once done. */
export const fetchImportJob = (id: string) =>
  api.get<ApiAnswer<'/api/import/jobs/{id}', 'get'>>(`/import/jobs/${id}`, { silent: true });

/**
 * POST /api/import/{categoryId}: the preview (dryRun) or the import itself (all or nothing). Accept-Language names
 * the teacher's language, in which the import writes its defaults (true/false options).
 */
export const importCards = (categoryId: number, file: File, dryRun: boolean, importKey?: string) =>
  api.postForm<ImportSummary | ImportStarted>(
    `/import/${categoryId}`,
    { file },
    {
      query: dryRun ? { dry_run: 1 } : importKey ? { import_key: importKey } : {},
      timeout: false,
      silent: true,
      headers: { 'Accept-Language': i18n.language || 'de' },
    },
  );

const POLL_MS = 500;

/** The import; a large one is followed until its job ends (`onProgress` sees each state). */
export function useImportCards(categoryId: number, onProgress?: (job: ImportJob) => void) {
  const qc = useQueryClient();
  return useMutation({
    // the preview's key: should the import be sent twice, the server writes its cards once
    mutationFn: async ({
      file,
      importKey,
    }: {
      file: File;
      importKey: string;
    }): Promise<{ cards: number }> => {
      const answer = await importCards(categoryId, file, false, importKey);
      if (!isImportStarted(answer)) return answer;
      onProgress?.(answer.job);
      for (;;) {
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
        const { job } = await fetchImportJob(answer.job.id);
        onProgress?.(job);
        if (job.state === 'done') return { cards: job.result?.cards ?? job.done };
        if (job.state === 'error') throw new Error(job.message ?? 'error');
      }
    },
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: adminKeys.cards(categoryId) });
      void qc.invalidateQueries({ queryKey: adminKeys.allChildren });
      void qc.invalidateQueries({ queryKey: learnerDataKey });
    },
  });
}

/**
 * GET /api/export/{categoryId}?format=…: downloads the file (the bearer token cannot ride on a plain link, so the
 * file is fetched and handed to the browser as a download).
 */
export async function downloadExport(categoryId: number, format: 'apkg' | 'csv'): Promise<void> {
  const token = getToken();
  const response = await fetch(apiUrl(`/export/${categoryId}`, { format }), {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) {
    // the server's message is in the teacher's language ("the time limit ended the work", "category not found")
    const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
    throw new Error(typeof body?.message === 'string' ? body.message : `HTTP ${response.status}`);
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const utf8Name = /filename\*=UTF-8''([^;]+)/.exec(disposition)?.[1];
  const name = utf8Name ? decodeURIComponent(utf8Name) : `cards.${format}`;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
