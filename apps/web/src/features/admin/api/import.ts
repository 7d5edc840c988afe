import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, apiUrl } from '../../../lib/api';
import { getToken } from '../../../lib/token';
import { adminKeys, learnerDataKey } from './keys';

export interface ImportSummary {
  message: string;
  dry_run: boolean;
  format: 'apkg' | 'colpkg' | 'csv' | 'tsv' | 'moodle-xml' | 'gift';
  cards: number;
  /** card type (1..7) → count */
  by_type: Record<string, number>;
  /** subcategory path ('' for the category itself) → cards */
  subcategories: { path: string; cards: number }[];
  skipped: { source: string; reason: string }[];
  images_left_out: number;
}

export interface ImportJob {
  id: string;
  state: 'running' | 'done' | 'error';
  phase: 'queued' | 'reading' | 'checking' | 'storing' | 'writing';
  done: number;
  total: number;
  percent: number;
  message: string | null;
  result: (ImportSummary & { category_ids: number[] }) | null;
}

/** A large import answers 202 with a job to follow. */
export interface ImportStarted {
  message: string;
  job: ImportJob;
}

export const isImportStarted = (r: ImportSummary | ImportStarted): r is ImportStarted => 'job' in r;

/** GET /api/import/jobs/{id}: a large import's phase and progress, and its summary once done. */
export const fetchImportJob = (id: string) =>
  api.get<{ job: ImportJob }>(`/import/jobs/${id}`, { silent: true });

/** POST /api/import/{categoryId}: the preview (dryRun) or the import itself (all or nothing). */
export const importCards = (categoryId: number, file: File, dryRun: boolean) =>
  api.postForm<ImportSummary | ImportStarted>(
    `/import/${categoryId}`,
    { file },
    { query: dryRun ? { dry_run: 1 } : {}, timeout: false, silent: true },
  );

const POLL_MS = 500;

/** The import; a large one is followed until its job ends (`onProgress` sees each state). */
export function useImportCards(categoryId: number, onProgress?: (job: ImportJob) => void) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (file: File): Promise<{ cards: number }> => {
      const answer = await importCards(categoryId, file, false);
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
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
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
