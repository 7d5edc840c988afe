import { Box, Button, Group, Text, Title, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowDown, IconArrowLeft, IconTrash, IconUsers } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Id } from '../id';
import { adminKeys } from '../api/keys';
import { fetchCard, fetchContent } from '../api/items';
import { ancestorsOf } from '../api/tree';
import { saveError } from '../messages';
import { openPanel } from '../../../lib/panels';
import { adminActions, useAdmin, type PhoneTab } from '../state';
import { confirmLeave, useLeaveGuard } from '../unsaved';
import classes from './admin.module.css';
import { CardEditor } from './CardEditor';
import { CategoryArea } from './CategoryPanels';
import { CategoryTree } from './CategoryTree';
import { ContentEditor } from './ContentEditor';
import { TrashDrawer } from './TrashDrawer';

/**
 * The admin page (admin spec §2), at /admin: a header with the way back to the user panel and a jump to
 * the editor, and three areas: the category tree, the category panel, the card or content editor.
 * Deep links: /admin?card={id} and /admin?content={id} open that item in its editor.
 */
export default function AdminScreen() {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const editorRef = useRef<HTMLElement>(null);
  const [trashOpen, setTrashOpen] = useState(false);
  const phoneTab = useAdmin((s) => s.phoneTab);
  useEffect(() => {
    adminActions.reset();
    return () => adminActions.reset();
  }, []);
  useDeepLink();
  useEditorFocus(editorRef);
  useLeaveGuard(navigate, useLocation().key);

  return (
    <div className={classes.page} data-testid="admin-page">
      <header className={classes.header}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Group gap="xs" wrap="nowrap" miw={0}>
            <Button
              variant="subtle"
              size="compact-md"
              px={6}
              className={classes.backButton}
              leftSection={<IconArrowLeft size={16} />}
              onClick={() => void confirmLeave().then((ok) => ok && navigate('/flashcard'))}
              data-testid="back-to-user"
            >
              {t('header.back')}
            </Button>
            <Title order={1} size="h4" visibleFrom="md">
              {t('header.title')}
            </Title>
            {/* below 992 px the page keeps its level-one heading for screen readers only (the visible one is md+) */}
            <VisuallyHidden hiddenFrom="md">
              <Title order={1}>{t('header.title')}</Title>
            </VisuallyHidden>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <Button
              variant="subtle"
              size="compact-md"
              leftSection={<IconUsers size={16} />}
              onClick={() => openPanel('cacheRoles')}
              data-testid="open-cache-roles"
              aria-label={t('header.cacheRoles')}
            >
              <Box component="span" visibleFrom="sm">
                {t('header.cacheRoles')}
              </Box>
            </Button>
            <Button
              variant="subtle"
              size="compact-md"
              leftSection={<IconTrash size={16} />}
              onClick={() => setTrashOpen(true)}
              data-testid="open-trash"
              aria-label={t('trash.title')}
            >
              <Box component="span" visibleFrom="sm">
                {t('trash.title')}
              </Box>
            </Button>
            <Button
              variant="light"
              size="compact-md"
              leftSection={<IconArrowDown size={16} />}
              onClick={() => {
                adminActions.showTab('editor');
                editorRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
              }}
              data-testid="scroll-to-editor"
              className={classes.wideOnly}
            >
              {/* up to 768 px the Editor tab does this */}
              {t('header.toEditor')}
            </Button>
          </Group>
        </Group>
        <PhoneTabs />
      </header>
      <TrashDrawer opened={trashOpen} onClose={() => setTrashOpen(false)} />
      <main className={classes.areas}>
        <section
          id="admin-area-tree"
          className={`${classes.area} ${classes.treeArea}`}
          aria-label={t('tree.title')}
          data-phone-shown={phoneTab === 'tree' || undefined}
        >
          <CategoryTree />
        </section>
        <section
          id="admin-area-category"
          className={classes.area}
          aria-label={t('category.area')}
          data-phone-shown={phoneTab === 'category' || undefined}
        >
          <CategoryArea />
        </section>
        <section
          id="admin-area-editor"
          ref={editorRef}
          className={`${classes.area} ${classes.editorArea}`}
          aria-label={t('editor.area')}
          data-phone-shown={phoneTab === 'editor' || undefined}
          data-testid="editor-area"
        >
          <EditorArea />
        </section>
      </main>
    </div>
  );
}

/**
 * Up to 768 px (issue 34 §1): the tree, the category panel and the editor are tabs, one area at a time; the
 * selected category and the open editor stay when the tab changes. Hidden from 769 px (CSS).
 */
function PhoneTabs() {
  const { t } = useTranslation('admin');
  const tab = useAdmin((s) => s.phoneTab);
  const selectedId = useAdmin((s) => s.selectedId);
  const creating = useAdmin((s) => !!s.create);
  const editor = useAdmin((s) => s.editor);
  const tabs: { id: PhoneTab; label: string; disabled: boolean }[] = [
    { id: 'tree', label: t('tree.title'), disabled: false },
    { id: 'category', label: t('category.area'), disabled: !selectedId && !creating },
    { id: 'editor', label: t('editor.area'), disabled: !editor },
  ];
  function onKeyDown(e: React.KeyboardEvent) {
    if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
    const open = tabs.filter((x) => !x.disabled);
    const at = open.findIndex((x) => x.id === tab);
    const next = open[(at + (e.key === 'ArrowRight' ? 1 : open.length - 1)) % open.length]!;
    adminActions.showTab(next.id);
    document.getElementById(`admin-tab-${next.id}`)?.focus();
  }
  return (
    <div
      className={classes.phoneTabs}
      role="tablist"
      aria-label={t('header.areas')}
      onKeyDown={onKeyDown}
      data-testid="admin-tabs"
    >
      {tabs.map((x) => (
        <button
          key={x.id}
          type="button"
          role="tab"
          id={`admin-tab-${x.id}`}
          className={classes.phoneTab}
          aria-selected={tab === x.id}
          aria-controls={`admin-area-${x.id}`}
          tabIndex={tab === x.id ? 0 : -1}
          disabled={x.disabled}
          onClick={() => adminActions.showTab(x.id)}
          data-testid={`admin-tab-${x.id}`}
        >
          {x.label}
        </button>
      ))}
    </div>
  );
}

function EditorArea() {
  const { t } = useTranslation('admin');
  const editor = useAdmin((s) => s.editor);
  const selectedId = useAdmin((s) => s.selectedId);
  if (editor?.kind === 'card' && (editor.id || selectedId))
    return <CardEditor key={editor.id ?? `new-${selectedId}`} id={editor.id} categoryId={selectedId ?? 0} />;
  if (editor?.kind === 'content' && (editor.id || selectedId))
    return (
      <ContentEditor key={editor.id ?? `new-${selectedId}`} id={editor.id} categoryId={selectedId ?? 0} />
    );
  return (
    <Text c="dimmed" size="sm" data-testid="editor-hint">
      {t('editor.hint')}
    </Text>
  );
}

/**
 * Opening an item brings its editor into view and gives its heading the focus (issue 18 §4), once the editor
 * has rendered (a card is fetched first).
 */
function useEditorFocus(editorRef: React.RefObject<HTMLElement | null>) {
  const focus = useAdmin((s) => s.editorFocus);
  useEffect(() => {
    if (!focus) return;
    let tries = 0;
    const timer = setInterval(() => {
      const heading = editorRef.current?.querySelector<HTMLElement>('[data-editor-heading]');
      if (heading || ++tries > 40) clearInterval(timer);
      if (!heading) return;
      const box = editorRef.current!.getBoundingClientRect();
      if (box.top < 56 || box.top > window.innerHeight - 80)
        editorRef.current!.scrollIntoView({ behavior: 'smooth', block: 'start' });
      heading.focus({ preventScroll: true });
    }, 50);
    return () => clearInterval(timer);
  }, [focus, editorRef]);
}

/** /admin?card={id} or ?content={id}: select its category, expand the tree to it, open the editor. */
function useDeepLink() {
  const [params] = useSearchParams();
  const qc = useQueryClient();
  const card = Id(params.get('card'));
  const content = Id(params.get('content'));
  useEffect(() => {
    if (!card && !content) return;
    let cancelled = false;
    (async () => {
      try {
        const item = card
          ? await qc.fetchQuery({ queryKey: adminKeys.card(card), queryFn: () => fetchCard(card) })
          : await qc.fetchQuery({
              queryKey: adminKeys.content(content!),
              queryFn: () => fetchContent(content!),
            });
        if (cancelled) return;
        adminActions.select(item.category_id);
        adminActions.openEditor(card ? 'card' : 'content', item.id);
        const ancestors = await ancestorsOf(item.category_id);
        if (!cancelled) adminActions.expandAll(ancestors);
      } catch (error) {
        if (!cancelled) notifications.show({ message: saveError(error), color: 'red', autoClose: 4000 });
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [card, content, qc]);
}
