import { ActionIcon, Alert, Box, Button, Checkbox, Group, Loader, Stack, Text } from '@mantine/core';
import { IconCreditCard, IconShoppingCartOff, IconTrash } from '@tabler/icons-react';
import { formatChf, isShopExamType, SHOP_EXAM_TYPE_LABELS } from '@portal/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, isApiError } from '../../../lib/api';
import { useTimedMessage } from '../../../lib/messages';
import { openPanel, type PanelProps } from '../../../lib/panels';
import { usePublicHtml } from '../../../lib/public-files';
import { useModes } from '../../../lib/session';
import { ERROR_DISPLAY_MS } from '../../../lib/timing';
import { useCart, useRemoveFromCart, useStartPayment, type CartItem } from '../api/shop';
import { completeWithoutPayment } from '../payment-flow';
import { displayDate } from '../format';
import { CategoryName } from './CategoryName';
import classes from './shop.module.css';
import { MathHtml } from '../../../lib/math/MathText';

export const examTypeLabel = (examType: string) =>
  isShopExamType(examType) ? SHOP_EXAM_TYPE_LABELS[examType] : examType;

/** Shopping cart (learner spec §2, §4): items, remove, terms checkbox, buy → payment modal. */
export default function CartPanel(_props: PanelProps) {
  const { t } = useTranslation('shop');
  const { loggedIn, loading } = useModes();
  if (loading) return <Loader role="status" size="sm" aria-label={t('common:loading')} />;
  if (!loggedIn) return <Text data-testid="cart-please-login">{t('pleaseLogin')}</Text>;
  return <Cart />;
}

function Cart() {
  const { t, i18n } = useTranslation('shop');
  const lang = i18n.resolvedLanguage === 'en' ? 'en' : 'de';
  const cart = useCart();
  const remove = useRemoveFromCart();
  const start = useStartPayment();
  const qc = useQueryClient();
  const description = usePublicHtml([`html/shop/cart_${lang}.html`]);
  const [terms, setTerms] = useState(false);
  const message = useTimedMessage(ERROR_DISPLAY_MS);

  if (cart.isPending) return <Loader role="status" size="sm" aria-label={t('common:loading')} />;
  if (cart.isError) return <Alert color="red">{t('loadError')}</Alert>;
  const items = cart.data.cart;

  if (!items.length) {
    return (
      <Stack align="center" gap="xs" py="lg" data-testid="cart-empty">
        <IconShoppingCartOff size={40} aria-hidden color="var(--mantine-color-gray-5)" />
        <Text c="dimmed">{t('cart.empty')}</Text>
      </Stack>
    );
  }

  const buy = () => {
    if (!terms) {
      message.show(t('cart.termsError'));
      return;
    }
    start.mutate(undefined, {
      onSuccess: (payment) => {
        if (payment.status === 'succeeded' || !payment.client_secret) {
          completeWithoutPayment(qc);
          return;
        }
        openPanel('payment', { clientSecret: payment.client_secret, amount: payment.amount });
      },
      onError: (error) => {
        if (isApiError(error) && error.status === 403) message.show(t('provideValidUserInfo'));
        else if (!isApiError(error) || error.kind === 'http') message.show(errorText(error));
      },
    });
  };

  return (
    <Stack gap="md" data-testid="cart">
      <Box role="list" aria-label={t('cart.items')}>
        {items.map((item) => (
          <CartRow
            key={item.id}
            item={item}
            onRemove={() => remove.mutate(item.id)}
            removing={remove.isPending && remove.variables === item.id}
          />
        ))}
      </Box>
      <Group justify="space-between">
        <Text fw={600}>{t('cart.total')}</Text>
        <Text fw={700} data-testid="cart-total">
          {formatChf(cart.data.total)}
        </Text>
      </Group>
      {description.data && (
        <Box fz="sm">
          <MathHtml className={classes.html} data-testid="cart-description" html={description.data} />
        </Box>
      )}
      <Checkbox
        label={t('cart.terms')}
        checked={terms}
        onChange={(e) => setTerms(e.currentTarget.checked)}
        data-testid="cart-terms"
      />
      <Group justify="space-between" align="center" wrap="nowrap">
        <Text size="sm" c="red.8" role="alert" data-testid="cart-message" mih={20}>
          {message.message ?? ''}
        </Text>
        <Button
          leftSection={<IconCreditCard size={18} aria-hidden />}
          onClick={buy}
          loading={start.isPending}
          data-testid="cart-buy"
        >
          {t('cart.buy')}
        </Button>
      </Group>
    </Stack>
  );
}

function CartRow({ item, onRemove, removing }: { item: CartItem; onRemove: () => void; removing: boolean }) {
  const { t } = useTranslation('shop');
  return (
    <Group
      role="listitem"
      justify="space-between"
      wrap="nowrap"
      align="flex-start"
      className={classes.cartRow}
      data-testid={`cart-item-${item.category_id}`}
    >
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Text fw={600} lh={1.25}>
          <CategoryName name={item.category_name} />
        </Text>
        <Text size="sm" c="dimmed">
          {t('cart.line', {
            examType: examTypeLabel(item.exam_type),
            months: t('months', { count: item.duration }),
          })}
        </Text>
        <Text size="sm" c="dimmed" data-testid="cart-item-expiry">
          {t('cart.expires', { date: displayDate(item.expiration_date) })}
        </Text>
        {item.held_until && (
          <Text size="sm" c="blue.8" data-testid="cart-item-held">
            {t('cart.heldUntil', { date: displayDate(item.held_until) })}
          </Text>
        )}
        {item.from_earlier_attempt && (
          <Text size="sm" c="orange.9" data-testid="cart-item-earlier">
            {t('cart.fromEarlierAttempt')}
          </Text>
        )}
      </Stack>
      <Group gap="xs" wrap="nowrap">
        <Text fw={600} data-testid="cart-item-price">
          {formatChf(item.price)}
        </Text>
        <ActionIcon
          variant="subtle"
          color="red"
          onClick={onRemove}
          loading={removing}
          aria-label={t('cart.remove', { name: item.category_name.replace(/\/\//g, ' ') })}
          data-testid="cart-remove"
        >
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </Group>
    </Group>
  );
}
