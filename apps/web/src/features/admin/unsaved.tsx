import { Button, Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useEffect, useRef } from 'react';
import { i18n } from '../../lib/i18n';

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
