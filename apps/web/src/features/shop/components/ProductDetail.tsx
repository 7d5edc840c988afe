import { Alert, Button, Group, Loader, NativeSelect, Stack, Text, Title } from '@mantine/core';
import {
  IconArrowLeft,
  IconInfoCircle,
  IconLogin,
  IconShoppingCartPlus,
  IconUser,
} from '@tabler/icons-react';
import {
  formatChf,
  isShopDuration,
  isShopExamType,
  isVerifiedUser,
  priceFor,
  SHOP_DURATIONS,
  SHOP_EXAM_TYPE_LABELS,
  SHOP_EXAM_TYPES,
} from '@portal/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorText, isApiError } from '../../../lib/api';
import { useTimedMessage } from '../../../lib/messages';
import { openPanel } from '../../../lib/panels';
import { usePublicHtml } from '../../../lib/public-files';
import { useModes } from '../../../lib/session';
import { ERROR_DISPLAY_MS } from '../../../lib/timing';
import { useAddToCart, type Product } from '../api/shop';
import { todayIso } from '../format';
import { clearSelection, setDuration, setExamType, useSelection } from '../shop-state';
import { CategoryName } from './CategoryName';
import classes from './shop.module.css';
import { MathHtml, MathText } from '../../../lib/math/MathText';

/**
 * The selected programme: its per-language description page, the exam-type select (Standard / ETH), the
 * duration select (3, 6, 12 months) and the price in CHF. Buying needs a login and a verified profile.
 */
export function ProductDetail({ product }: { product: Product }) {
  const { t, i18n } = useTranslation('shop');
  const lang = i18n.resolvedLanguage === 'en' ? 'en' : 'de';
  const page = usePublicHtml([`html/shop/${product.category_id}_${lang}.html`]);
  const { examType, duration } = useSelection();
  const price = priceFor(product.price, duration);

  return (
    <Stack gap="md" data-testid="shop-detail" data-category={product.category_id}>
      <Group>
        <Button
          variant="subtle"
          leftSection={<IconArrowLeft size={18} aria-hidden />}
          onClick={clearSelection}
          data-testid="shop-back"
        >
          {t('back')}
        </Button>
      </Group>
      <Title order={2} size="h3">
        <CategoryName name={product.name} />
      </Title>
      {page.isPending ? (
        <Loader role="status" size="sm" aria-label={t('common:loading')} />
      ) : page.data ? (
        <MathHtml className={classes.html} data-testid="shop-description" html={page.data} />
      ) : (
        <Text data-testid="shop-description">
          <MathText text={product.description} />
        </Text>
      )}

      <Group grow align="flex-end" gap="sm">
        <NativeSelect
          label={t('examType')}
          value={examType}
          onChange={(e) => isShopExamType(e.currentTarget.value) && setExamType(e.currentTarget.value)}
          data={SHOP_EXAM_TYPES.map((value) => ({ value, label: SHOP_EXAM_TYPE_LABELS[value] }))}
          data-testid="shop-exam-type"
        />
        <NativeSelect
          label={t('duration')}
          value={String(duration)}
          onChange={(e) => {
            const months = Number(e.currentTarget.value);
            if (isShopDuration(months)) setDuration(months);
          }}
          data={SHOP_DURATIONS.map((months) => ({
            value: String(months),
            label: t('months', { count: months }),
          }))}
          data-testid="shop-duration"
        />
      </Group>

      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <Stack gap={0}>
          <Text size="sm" c="dimmed">
            {t('price')}
          </Text>
          <Text className={classes.price} data-testid="shop-price" aria-live="polite">
            {formatChf(price)}
          </Text>
        </Stack>
        <BuyAction product={product} />
      </Group>
    </Stack>
  );
}

function BuyAction({ product }: { product: Product }) {
  const { t } = useTranslation('shop');
  const navigate = useNavigate();
  const { user, loggedIn, loading } = useModes();
  const { examType, duration } = useSelection();
  const add = useAddToCart();
  const [refused, setRefused] = useState(false);
  const failure = useTimedMessage(ERROR_DISPLAY_MS);

  if (loading) return <Loader role="status" size="sm" aria-label={t('common:loading')} />;
  if (!loggedIn || !user) {
    return (
      <Alert color="blue" icon={<IconInfoCircle aria-hidden />} data-testid="shop-please-login" w="100%">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('pleaseLogin')}</Text>
          <Button
            size="xs"
            leftSection={<IconLogin size={16} aria-hidden />}
            onClick={() => navigate('/content/theory', { state: { returnTo: '/shop' } })}
            data-testid="shop-login"
          >
            {t('toLogin')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (refused || !isVerifiedUser(user, todayIso())) {
    return (
      <Alert color="yellow" icon={<IconInfoCircle aria-hidden />} data-testid="shop-provide-info" w="100%">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('provideValidUserInfo')}</Text>
          <Button
            size="xs"
            variant="white"
            color="dark"
            leftSection={<IconUser size={16} aria-hidden />}
            onClick={() => {
              setRefused(false);
              openPanel('profile');
            }}
            data-testid="shop-open-profile"
          >
            {t('openProfile')}
          </Button>
        </Stack>
      </Alert>
    );
  }

  const buy = () =>
    add.mutate(
      { productId: product.id, examType, duration },
      {
        onSuccess: () => openPanel('cart'),
        onError: (error) => {
          if (isApiError(error) && error.status === 403) setRefused(true);
          else if (!isApiError(error) || error.kind === 'http') failure.show(errorText(error));
        },
      },
    );

  return (
    <Stack gap={4} align="flex-end">
      <Button
        size="md"
        leftSection={<IconShoppingCartPlus size={20} aria-hidden />}
        onClick={buy}
        loading={add.isPending}
        data-testid="shop-buy"
      >
        {t('buy')}
      </Button>
      {failure.message && (
        <Text size="sm" c="red.8" role="alert" data-testid="shop-buy-error">
          {failure.message}
        </Text>
      )}
    </Stack>
  );
}
