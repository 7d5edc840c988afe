import { Button, Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useEffect, useRef } from 'react';
import { i18n } from '../../lib/i18n';
import { historyIndex, setLeaveGuard } from '../../lib/leave-guard';

/**
 * Unsaved changes are never lost (issue 18 §1). Each editor of the admin page (category, card, content, the
 * create panel) registers whether it is dirty and how it saves; before anything would close a dirty editor
 * (another row, category or kind, the create panel, the way back to the user panel) the teacher is asked to
 * save or discard, or to stay. Closing or reloading the tab asks the browser's own question.
 */
export type EditorScope = 'category' | 'editor' | 'create';

interface Entry {
  scope: EditorScope;
  dirty(): boolean;
  save(): Promise<boolean>;
}

const entries = new Set<Entry>();

/** The dirty editors among the given scopes. */
const dirtyIn = (scopes: readonly EditorScope[]) =>
  [...entries].filter((e) => scopes.includes(e.scope) && e.dirty());

export const ALL_SCOPES: readonly EditorScope[] = ['category', 'editor', 'create'];

export function hasUnsaved(scopes: readonly EditorScope[] = ALL_SCOPES) {
  return dirtyIn(scopes).length > 0;
}

type Choice = 'save' | 'discard' | 'stay';

let asking: Promise<Choice> | null = null;

function ask(): Promise<Choice> {
  const t = (k: string) => i18n.t(`admin:unsaved.${k}`);
  asking ??= new Promise<Choice>((resolve) => {
    const id = 'unsaved-changes';
    const done = (choice: Choice) => {
      asking = null;
      resolve(choice);
      modals.close(id);
    };
    modals.open({
      modalId: id,
      title: t('title'),
      centered: true,
      onClose: () => {
        if (asking) done('stay');
      },
      children: (
        <>
          <Text size="sm" data-testid="unsaved-message">
            {t('message')}
          </Text>
          <Group justify="flex-end" mt="md" gap="xs">
            <Button variant="default" onClick={() => done('stay')} data-testid="unsaved-stay">
              {t('stay')}
            </Button>
            <Button variant="light" color="red" onClick={() => done('discard')} data-testid="unsaved-discard">
              {t('discard')}
            </Button>
            <Button onClick={() => done('save')} data-testid="unsaved-save" data-autofocus>
              {t('save')}
            </Button>
          </Group>
        </>
      ),
    });
  });
  return asking;
}

/** Resolves true when the editors of these scopes may close: nothing unsaved, saved, or discarded. */
export async function confirmLeave(scopes: readonly EditorScope[] = ALL_SCOPES): Promise<boolean> {
  const dirty = dirtyIn(scopes);
  if (!dirty.length) return true;
  const choice = await ask();
  if (choice === 'stay') return false;
  if (choice === 'discard') return true;
  for (const entry of dirty) if (!(await entry.save())) return false;
  return true;
}

/**
 * Runs `action` at once when no editor of these scopes has unsaved changes (so callers see the new state right
 * away), otherwise after the teacher chose to save or discard.
 */
export function whenLeaving(scopes: readonly EditorScope[], action: () => void) {
  if (!hasUnsaved(scopes)) return action();
  void confirmLeave(scopes).then((ok) => ok && action());
}

/** Registers an editor: `dirty` now, and `save` resolving true once saved (false: stay, e.g. a validation error). */
export function useUnsavedChanges(scope: EditorScope, dirty: boolean, save: () => Promise<boolean>) {
  const latest = useRef({ dirty, save });
  latest.current = { dirty, save };
  useEffect(() => {
    const entry: Entry = {
      scope,
      dirty: () => latest.current.dirty,
      save: () => latest.current.save(),
    };
    entries.add(entry);
    return () => void entries.delete(entry);
  }, [scope]);
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
}

/**
 * The browser's Back and Forward and a link to another route ask the same question as the in-page ways out
 * while an editor is dirty (issue 34): Back and Forward through the app's leave guard (lib/leave-guard.ts), a
 * click on an in-app link held in the capture phase and then taken with `navigate`.
 */
export function useLeaveGuard(navigate: (to: string) => void, locationKey: string) {
  const here = useRef(historyIndex(window.history.state));
  useEffect(() => {
    here.current = historyIndex(window.history.state);
  }, [locationKey]);
  useEffect(
    () =>
      setLeaveGuard({ here: () => here.current, unsaved: () => hasUnsaved(), confirm: () => confirmLeave() }),
    [],
  );
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return;
      if (link.target && link.target !== '_self') return;
      const url = new URL(link.href);
      if (url.origin !== window.location.origin || !hasUnsaved()) return;
      event.preventDefault();
      event.stopPropagation();
      void confirmLeave().then((ok) => ok && navigate(url.pathname + url.search + url.hash));
    };
    document.addEventListener('click', onClick, { capture: true });
    return () => document.removeEventListener('click', onClick, { capture: true });
  }, [navigate]);
}
