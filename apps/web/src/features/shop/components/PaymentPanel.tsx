import { Alert, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconClockExclamation } from '@tabler/icons-react';
import { formatChf } from '@portal/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { PanelProps } from '../../../lib/panels';
import { useShopConfig } from '../api/shop';
import { usePaymentFlow, type PaymentFlow } from '../payment-flow';
import { DemoCardForm } from './DemoCardForm';

// Stripe.js is fetched only when the Stripe provider is configured and a payment is made.
const StripePayment = lazy(() => import('./StripePayment'));

/** Payment modal (learner spec §2, §4): confirms the card payment of the cart with the returned secret. */
export default function PaymentPanel({ props }: PanelProps) {
  const { t } = useTranslation('shop');
  const clientSecret = typeof props.clientSecret === 'string' ? props.clientSecret : null;
  const amount = typeof props.amount === 'number' ? props.amount : null;
  const config = useShopConfig();
  const flow = usePaymentFlow();

  if (!clientSecret) return <Text>{t('payment.unavailable')}</Text>;
  if (config.isPending) return <Loader role="status" size="sm" aria-label={t('common:loading')} />;
  const provider = config.data?.provider ?? null;
  const busy = flow.status !== 'idle' && flow.status !== 'error';

  return (
    <Stack gap="md" data-testid="payment" data-status={flow.status}>
      {amount !== null && (
        <Group justify="space-between">
          <Text>{t('payment.amount')}</Text>
          <Text fw={700} data-testid="payment-amount">
            {formatChf(amount)}
          </Text>
        </Group>
      )}
      {provider === 'stripe' && config.data?.publishable_key ? (
        <Suspense
          fallback={
            <Center p="md">
              <Loader role="status" size="sm" aria-label={t('payment.loadingProvider')} />
            </Center>
          }
        >
          <StripePayment
            publishableKey={config.data.publishable_key}
            clientSecret={clientSecret}
            flow={flow}
            disabled={busy}
          />
        </Suspense>
      ) : provider === 'demo' ? (
        <DemoCardForm clientSecret={clientSecret} flow={flow} disabled={busy} />
      ) : (
        <Alert color="red">{t('payment.unavailable')}</Alert>
      )}
      <PaymentStatusMessage flow={flow} />
    </Stack>
  );
}

function PaymentStatusMessage({ flow }: { flow: PaymentFlow }) {
  const { t } = useTranslation('shop');
  const { status, detail } = flow;
  return (
    <div role="status" aria-live="polite" data-testid="payment-status">
      {status === 'processing' && (
        <Group gap="xs">
          <Loader size="xs" aria-hidden />
          <Text>{t('nowProcessing')}</Text>
        </Group>
      )}
      {status === 'succeeded' && (
        <Alert color="green" icon={<IconCircleCheck aria-hidden />}>
          {t('succesufullPayment')}
        </Alert>
      )}
      {status === 'error' && (
        <Alert color="red" icon={<IconAlertTriangle aria-hidden />} data-testid="payment-error">
          <Text size="sm" fw={600}>
            {t('transactionError')}
          </Text>
          {detail && <Text size="sm">{detail}</Text>}
        </Alert>
      )}
      {status === 'noResponse' && (
        <Alert color="orange" icon={<IconClockExclamation aria-hidden />}>
          {t('noResponse')}
        </Alert>
      )}
    </div>
  );
}
