import { createStore, useStore } from '../../lib/store';
import type { AdminCategory, ItemKind } from './types';
import { ALL_SCOPES, whenLeaving } from './unsaved';

export type PendingMove =
  /** a category waits for its new place: the tree's (+) buttons read Move Here */
  | { kind: 'category'; category: AdminCategory; index: number }
  /** checked cards or contents wait for their target category: a click on a title in the tree */
  | { kind: ItemKind; ids: number[]; fromId: number };

export interface AdminState {
  /** the category open in the edit panel */
  selectedId: number | null;
  /** the create panel: a new category at this place */
  create: { parentId: number | null; position: number; parentTitle: string | null } | null;
  expanded: number[];
  itemKind: ItemKind;
  /** the card or content editor: id null = create */
  editor: { kind: 'card' | 'content'; id: number | null } | null;
  pendingMove: PendingMove | null;
  /** a newly created row: scrolled into view after 1 s, its highlight cleared 2 s later */
  highlight: { kind: ItemKind; id: number; scroll: boolean } | null;
  /** bumped whenever an item is opened: the editor area scrolls into view and takes the focus */
  editorFocus: number;
  /** up to 768 px one area shows at a time (issue 34 §1): the one the last action went to, or the tab chosen */
  phoneTab: PhoneTab;
}

export type PhoneTab = 'tree' | 'category' | 'editor';

export const initialAdminState: AdminState = {
  selectedId: null,
  create: null,
  expanded: [],
  itemKind: 'cards',
  editor: null,
  pendingMove: null,
  highlight: null,
  editorFocus: 0,
  phoneTab: 'tree',
};

export const adminStore = createStore<AdminState>(initialAdminState);

export const useAdmin = <S>(selector: (state: AdminState) => S) => useStore(adminStore, selector);

const patch = (part: Partial<AdminState>) => adminStore.set((s) => ({ ...s, ...part }));

export const adminActions = {
  reset: () => adminStore.set(initialAdminState),
  /**
   * open a category for editing (the editor of another category closes); every action that closes an editor
   * asks first when it holds unsaved changes (unsaved.tsx)
   */
  select(id: number) {
    const s = adminStore.get();
    if (s.selectedId === id && !s.create) return patch({ phoneTab: 'category' });
    whenLeaving(ALL_SCOPES, () => {
      const now = adminStore.get();
      patch({
        selectedId: id,
        create: null,
        editor: now.selectedId === id ? now.editor : null,
        phoneTab: 'category',
      });
    });
  },
  startCreate: (parentId: number | null, position: number, parentTitle: string | null) =>
    whenLeaving(ALL_SCOPES, () =>
      patch({
        create: { parentId, position, parentTitle },
        selectedId: null,
        editor: null,
        phoneTab: 'category',
      }),
    ),
  cancelCreate: () => patch({ create: null }),
  /** after a delete: nothing selected, no editor */
  deselect: () => patch({ selectedId: null, editor: null, pendingMove: null, phoneTab: 'tree' }),
  toggleExpanded(id: number, open?: boolean) {
    const { expanded } = adminStore.get();
    const isOpen = expanded.includes(id);
    const next = open ?? !isOpen;
    if (next === isOpen) return;
    patch({ expanded: next ? [...expanded, id] : expanded.filter((e) => e !== id) });
  },
  expandAll: (ids: number[]) => patch({ expanded: [...new Set([...adminStore.get().expanded, ...ids])] }),
  /** switching between Cards and Content closes the other kind of editor (admin spec §4) */
  setItemKind(kind: ItemKind) {
    const { editor } = adminStore.get();
    const keep = editor && (editor.kind === 'card') === (kind === 'cards');
    if (keep || !editor) return patch({ itemKind: kind });
    whenLeaving(['editor'], () => patch({ itemKind: kind, editor: null }));
  },
  openEditor(kind: 'card' | 'content', id: number | null) {
    const { editor } = adminStore.get();
    const open = () =>
      patch({
        editor: { kind, id },
        itemKind: kind === 'card' ? 'cards' : 'contents',
        editorFocus: Date.now(),
        phoneTab: 'editor',
      });
    if (editor && editor.kind === kind && editor.id === id && id !== null) return open();
    whenLeaving(['editor'], open);
  },
  closeEditor: () => whenLeaving(['editor'], () => patch({ editor: null, phoneTab: 'category' })),
  /** after a save or delete: closes the editor without asking */
  dropEditor: () => patch({ editor: null, phoneTab: 'category' }),
  /** a move waits for a place or a target in the tree: on the phone the tree shows */
  setPendingMove: (pendingMove: PendingMove | null) =>
    patch(pendingMove ? { pendingMove, phoneTab: 'tree' } : { pendingMove }),
  /** the phone's tabs: only which area shows, the selection and the editor stay */
  showTab: (phoneTab: PhoneTab) => patch({ phoneTab }),
  setHighlight: (highlight: AdminState['highlight']) => patch({ highlight }),
};
