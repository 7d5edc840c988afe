import { Alert, Anchor, Badge, Card, Group, Loader, Stack, Text } from '@mantine/core';
import { IconExternalLink, IconReceiptOff } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { isJustBought } from '@portal/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PanelProps } from '../../../lib/panels';
import { useModes } from '../../../lib/session';
import {
  generateCategory,
  invalidateShop,
  receiptHref,
  resetCourseTree,
  useBought,
  type BoughtProduct,
} from '../api/shop';
import { displayDate, displayDay } from '../format';
import { useJustPurchased } from '../shop-state';
import { examTypeLabel } from './CartPanel';
import { CategoryName } from './CategoryName';

/** How long the panel waits for a just-paid purchase to appear (the provider's webhook may lag). */
const WAIT_FOR_PURCHASE_MS = 60_000;
const POLL_MS = 2000;

/** Bought items (learner spec §2, §4): purchases with receipt; 'just bought' and 'activating' markers. */
export default function BoughtPanel(_props: PanelProps) {
  const { t } = useTranslation('shop');
  const { loggedIn, loading } = useModes();
  if (loading) return <Loader role="status" size="sm" aria-label={t('common:loading')} />;
  if (!loggedIn) return <Text>{t('pleaseLogin')}</Text>;
  return <Bought />;
}

function Bought() {
  const { t } = useTranslation('shop');
  const qc = useQueryClient();
  const justPurchasedAt = useJustPurchased();
  const [waiting, setWaiting] = useState(false);
  const bought = useBought({ refetchInterval: waiting ? POLL_MS : false });
  const items = bought.data;

  // After a payment, wait until the new purchase is listed.
  useEffect(() => {
    if (!justPurchasedAt || !items) return;
    const arrived = items.some((b) => Date.parse(b.created_at) >= justPurchasedAt - WAIT_FOR_PURCHASE_MS);
    const stillWaiting = !arrived && Date.now() - justPurchasedAt < WAIT_FOR_PURCHASE_MS;
    setWaiting(stillWaiting);
  }, [items, justPurchasedAt]);

  // A purchase less than an hour old recalculates its categories automatically ('activating' until done);
  // `started` and `activating` hold bought item ids.
  const started = useRef(new Set<number>());
  const [activating, setActivating] = useState<ReadonlySet<number>>(new Set());
  useEffect(() => {
    const due = (items ?? []).filter((b) => b.activating && !started.current.has(b.id));
    if (!due.length) return;
    for (const item of due) started.current.add(item.id);
    const dueIds = due.map((b) => b.id);
    const categories = [...new Set(due.map((b) => b.category_id))];
    setActivating((current) => new Set([...current, ...dueIds]));
    void Promise.allSettled(categories.map((id) => generateCategory(id))).then(() => {
      setActivating((current) => new Set([...current].filter((id) => !dueIds.includes(id))));
      void invalidateShop(qc);
      void resetCourseTree(qc);
    });
  }, [items, qc]);

  if (bought.isPending) return <Loader role="status" size="sm" aria-label={t('common:loading')} />;
  if (bought.isError) return <Alert color="red">{t('loadError')}</Alert>;

  return (
    <Stack gap="sm" data-testid="bought">
      {waiting && (
        <Group gap="xs" data-testid="bought-waiting">
          <Loader size="xs" aria-hidden />
          <Text size="sm">{t('bought.waiting')}</Text>
        </Group>
      )}
      {!items?.length && !waiting && (
        <Stack align="center" gap="xs" py="lg" data-testid="bought-empty">
          <IconReceiptOff size={40} aria-hidden color="var(--mantine-color-gray-5)" />
          <Text c="dimmed">{t('bought.empty')}</Text>
        </Stack>
      )}
      {items?.map((item) => (
        <BoughtRow key={item.id} item={item} activating={item.activating || activating.has(item.id)} />
      ))}
    </Stack>
  );
}

function BoughtRow({ item, activating }: { item: BoughtProduct; activating: boolean }) {
  const { t } = useTranslation('shop');
  const takenBack = item.status !== 'active';
  const justBought = !takenBack && isJustBought(item.created_at, new Date());
  return (
    <Card
      withBorder
      padding="sm"
      radius="md"
      data-testid={`bought-item-${item.category_id}`}
      data-just-bought={justBought || undefined}
      data-activating={activating || undefined}
      data-status={item.status}
      bg={justBought ? 'green.0' : undefined}
    >
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <Text fw={600} lh={1.25}>
          <CategoryName name={item.category_name} />
        </Text>
        <Group gap={6}>
          {justBought && (
            <Badge color="green" variant="filled" data-testid="bought-just-bought">
              {t('bought.justBought')}
            </Badge>
          )}
          {takenBack && (
            <Badge color="red" variant="light" data-testid="bought-taken-back">
              {t(`bought.status.${item.status}`)}
            </Badge>
          )}
          {activating && (
            <Badge
              color="blue"
              variant="light"
              leftSection={<Loader size={10} color="blue" aria-hidden />}
              data-testid="bought-activating"
            >
              {t('bought.activating')}
            </Badge>
          )}
        </Group>
      </Group>
      <Stack gap={2} mt={6}>
        <Text size="sm">
          {t('bought.created', { date: displayDay(item.created_at) })} · {t('bought.examType')}:{' '}
          {examTypeLabel(item.exam_type)}
        </Text>
        <Text size="sm" data-testid="bought-expiry" td={takenBack ? 'line-through' : undefined}>
          {t('bought.expires', { date: displayDate(item.expiration_date) })}
        </Text>
        {item.receipt_url && (
          <Anchor
            href={receiptHref(item.receipt_url)}
            target="_blank"
            rel="noopener noreferrer"
            size="sm"
            data-testid="bought-receipt"
          >
            <Group gap={4} component="span">
              {t('bought.receipt')}
              <IconExternalLink size={14} aria-hidden />
            </Group>
          </Anchor>
        )}
      </Stack>
    </Card>
  );
}
