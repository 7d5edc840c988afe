import { Alert, Box, Button, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe, StripeElementLocale } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentFlow } from '../payment-flow';

const stripes = new Map<string, Promise<Stripe | null>>();

/** Stripe.js is loaded once per publishable key, on first use. */
function stripeFor(publishableKey: string) {
  let stripe = stripes.get(publishableKey);
  if (!stripe) {
    // A failed script load (blocked, offline) resolves to null: the form then says payments are unavailable.
    stripe = loadStripe(publishableKey).catch(() => null);
    stripes.set(publishableKey, stripe);
  }
  return stripe;
}

interface Props {
  publishableKey: string;
  clientSecret: string;
  flow: PaymentFlow;
  disabled: boolean;
}

/** Card entry and confirmation through Stripe Elements with the client secret of the cart's payment. */
export default function StripePayment(props: Props) {
  const { t, i18n } = useTranslation('shop');
  const locale = (i18n.resolvedLanguage === 'en' ? 'en' : 'de') as StripeElementLocale;
  const stripe = stripeFor(props.publishableKey);
  const [unavailable, setUnavailable] = useState(false);
  useEffect(() => {
    let current = true;
    void stripe.then((loaded) => current && setUnavailable(!loaded));
    return () => {
      current = false;
    };
  }, [stripe]);
  if (unavailable) return <Alert color="red">{t('payment.unavailable')}</Alert>;
  return (
    <Elements stripe={stripe} options={{ locale }}>
      <CardForm {...props} />
    </Elements>
  );
}

function CardForm({ clientSecret, flow, disabled }: Props) {
  const { t } = useTranslation('shop');
  const stripe = useStripe();
  const elements = useElements();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const card = elements?.getElement(CardElement);
    if (!stripe || !card) return;
    flow.run(async () => {
      const result = await stripe.confirmCardPayment(clientSecret, { payment_method: { card } });
      if (result.error) throw new Error(result.error.message ?? '');
      const status = result.paymentIntent?.status;
      if (status !== 'succeeded' && status !== 'processing') throw new Error('');
    });
  };

  return (
    <form onSubmit={submit} data-testid="stripe-form">
      <Stack gap="sm">
        <Text size="sm" fw={500}>
          {t('payment.card')}
        </Text>
        <Box
          p="sm"
          style={{
            border: '1px solid var(--mantine-color-gray-4)',
            borderRadius: 'var(--mantine-radius-sm)',
          }}
        >
          <CardElement options={{ hidePostalCode: true, disabled }} />
        </Box>
        <Button
          type="submit"
          leftSection={<IconLock size={18} aria-hidden />}
          disabled={!stripe || disabled}
          data-testid="payment-pay"
        >
          {t('payment.pay')}
        </Button>
      </Stack>
    </form>
  );
}
