import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconFlask, IconLock } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/api';
import { confirmDemoPayment } from '../api/shop';
import type { PaymentFlow } from '../payment-flow';
import classes from './shop.module.css';

/** The demo provider's messages (the server's, in English) → translation keys. */
const CARD_ERRORS: Record<string, string> = {
  'Your card was declined.': 'payment.errors.declined',
  'Your card has insufficient funds.': 'payment.errors.insufficientFunds',
  'Your card number is invalid.': 'payment.errors.invalidNumber',
  "Your card's expiration date is invalid.": 'payment.errors.invalidExpiry',
  'Your card has expired.': 'payment.errors.expired',
  "Your card's security code is invalid.": 'payment.errors.invalidCvc',
};

/** Groups card digits in fours as they are typed. */
const groupDigits = (value: string) =>
  value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** MM/YY as it is typed. */
const formatExpiry = (value: string) => {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
};

/**
 * The demo provider's card form (demo mode only, clearly labelled): no money moves; the server runs the
 * same fulfilment as for a real payment.
 */
export function DemoCardForm({
  clientSecret,
  flow,
  disabled,
}: {
  clientSecret: string;
  flow: PaymentFlow;
  disabled: boolean;
}) {
  const { t } = useTranslation('shop');
  const [cardNumber, setCardNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    flow.run(async () => {
      try {
        await confirmDemoPayment({ client_secret: clientSecret, card_number: cardNumber, expiry, cvc });
      } catch (error) {
        const text = errorText(error);
        throw new Error(CARD_ERRORS[text] ? t(CARD_ERRORS[text]) : text, { cause: error });
      }
    });
  };

  return (
    <form onSubmit={submit} data-testid="demo-card-form" noValidate>
      <Stack gap="sm">
        <Alert
          color="orange"
          variant="light"
          icon={<IconFlask aria-hidden />}
          title={t('payment.demoTitle')}
          className={classes.demoNotice}
          data-testid="demo-notice"
        >
          <Text size="sm">{t('payment.demoText')}</Text>
          <Text size="sm" ff="monospace" mt={4}>
            4242 4242 4242 4242 — {t('payment.demoSucceeds')}
            <br />
            4000 0000 0000 0002 — {t('payment.demoDeclined')}
          </Text>
        </Alert>
        <TextInput
          label={t('payment.cardNumber')}
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="4242 4242 4242 4242"
          value={cardNumber}
          onChange={(e) => setCardNumber(groupDigits(e.currentTarget.value))}
          disabled={disabled}
          required
          data-testid="demo-card-number"
        />
        <Group grow gap="sm">
          <TextInput
            label={t('payment.expiry')}
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder={t('payment.expiryPlaceholder')}
            value={expiry}
            onChange={(e) => setExpiry(formatExpiry(e.currentTarget.value))}
            disabled={disabled}
            required
            data-testid="demo-card-expiry"
          />
          <TextInput
            label={t('payment.cvc')}
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            value={cvc}
            onChange={(e) => setCvc(e.currentTarget.value.replace(/\D/g, '').slice(0, 4))}
            disabled={disabled}
            required
            data-testid="demo-card-cvc"
          />
        </Group>
        <Button
          type="submit"
          leftSection={<IconLock size={18} aria-hidden />}
          disabled={disabled}
          data-testid="payment-pay"
        >
          {t('payment.pay')}
        </Button>
      </Stack>
    </form>
  );
}
