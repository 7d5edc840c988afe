import { Center, Loader, Modal } from '@mantine/core';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsSmallScreen } from '../lib/frame';
import { closePanel, useOpenPanel } from '../lib/panels';
import { panelRegistry } from './panels';

/** The panel's title; loads the title key's namespace (e.g. 'shop:cart.title') on first use. */
function PanelTitle({ titleKey }: { titleKey: string }) {
  const ns = titleKey.includes(':') ? titleKey.slice(0, titleKey.indexOf(':')) : 'common';
  const { t } = useTranslation(ns);
  return <>{t(titleKey)}</>;
}

/** The one overlay for all panels: focus trapped, Escape and the close button close it. */
export function PanelHost() {
  const { t } = useTranslation();
  const current = useOpenPanel();
  const small = useIsSmallScreen();
  const entry = current ? panelRegistry[current.id] : null;
  const Component = entry?.component;
  const openId = current?.id ?? null;
  // One panel replacing another (the cart's Buy opens the payment) keeps the overlay open, so its focus trap does
  // not run again and the focus would drop to the page with the pressed button: it moves into the new panel.
  useEffect(() => {
    if (!openId) return;
    const frame = requestAnimationFrame(() => {
      const content = document.querySelector<HTMLElement>(`[data-testid="panel-${openId}"]`);
      if (content && !content.contains(document.activeElement)) content.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [openId]);
  return (
    <Modal
      opened={!!current}
      onClose={closePanel}
      title={
        entry ? (
          <Suspense fallback={null}>
            <PanelTitle titleKey={entry.titleKey} />
          </Suspense>
        ) : (
          ''
        )
      }
      size={entry?.size ?? 'lg'}
      fullScreen={small}
      closeButtonProps={{ 'aria-label': t('actions.close') }}
      attributes={{
        content: { 'data-testid': current ? `panel-${current.id}` : 'panel' },
        header: { role: 'none' },
      }}
      keepMounted={false}
    >
      {current && Component ? (
        <Suspense
          fallback={
            <Center p="xl">
              <Loader role="status" aria-label={t('loading')} />
            </Center>
          }
        >
          <Component close={closePanel} props={current.props} />
        </Suspense>
      ) : null}
    </Modal>
  );
}
