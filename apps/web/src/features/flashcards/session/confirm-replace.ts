import { i18n } from '../../../lib/i18n';
import { confirmDialog } from '../../../lib/popups';
import { readStoredSession } from './session-store';
import { displayTitle } from '../components/display-title';

/**
 * Starting a session stores its queue in place of the stored one. When an unfinished session of ANOTHER
 * category is stored, the learner is asked first (it would otherwise be lost silently). Resolves true to go on.
 */
export async function confirmReplacingStoredSession(categoryId: number): Promise<boolean> {
  const stored = readStoredSession();
  if (!stored || !stored.info || stored.info.id === categoryId) return true;
  const t = (key: string, options?: Record<string, unknown>) => i18n.t(`flashcards:replace.${key}`, options);
  const titles = stored.titles.map(displayTitle).join(' › ') || displayTitle(stored.info.title);
  return confirmDialog(t('message', { titles, count: stored.queue.length }), t('title'), {
    confirm: t('confirm'),
    cancel: t('cancel'),
  });
}
