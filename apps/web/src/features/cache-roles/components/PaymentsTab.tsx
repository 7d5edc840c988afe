import { Alert, Badge, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { breadcrumbs, examTypeLabel, formatChf } from '@portal/core';
import { useTranslation } from 'react-i18next';
import { usePaymentAnomalies, useTakenBack } from '../api/payments';

const day = (iso: string | null) => (iso ? iso.slice(0, 10) : '');
const money = (amount: number | null, currency: string | null) =>
  amount === null
    ? '–'
    : currency && currency !== 'CHF'
      ? `${amount.toFixed(2)} ${currency}`
      : formatChf(amount);

/**
 * Admins: payments that need a person (a paid event that granted nothing: wrong amount or currency,
 * paid after it was replaced, already granted by another payment) and purchases taken back by a
 * refund, a lost dispute or a cancellation.
 */
export function PaymentsTab() {
  const { t } = useTranslation('cacheRoles');
  const anomalies = usePaymentAnomalies();
  const takenBack = useTakenBack();
  if (anomalies.isPending || takenBack.isPending)
    return <Loader role="status" size="sm" aria-label={t('common:loading')} />;
  if (anomalies.isError || takenBack.isError) return <Alert color="red">{t('payments.loadError')}</Alert>;
  return (
    <Stack gap="md" data-testid="payments-tab">
      <Stack gap="xs">
        <Title order={4}>{t('payments.anomalies')}</Title>
        <Text size="sm" c="dimmed">
          {t('payments.anomaliesHelp')}
        </Text>
        {!anomalies.data.length && <Text size="sm">{t('payments.noAnomalies')}</Text>}
        {anomalies.data.map((a) => (
          <Card key={a.id} withBorder padding="xs" data-testid={`payment-anomaly-${a.id}`}>
            <Group justify="space-between" gap="xs">
              <Text fw={600}>{a.user ? `${a.user.name} <${a.user.email}>` : t('payments.deletedUser')}</Text>
              <Badge color="red" variant="light">
                {t(`payments.kind.${a.kind}`)}
              </Badge>
            </Group>
            <Text size="sm">
              {t('payments.expectedReceived', {
                expected: money(a.expected, a.expected_currency),
                received: money(a.received, a.received_currency ?? a.expected_currency),
              })}
            </Text>
            <Text size="xs" c="dimmed">
              {day(a.created_at)} · {a.provider} {a.provider_ref} · #{a.payment_id ?? '–'}
            </Text>
          </Card>
        ))}
      </Stack>
      <Stack gap="xs">
        <Title order={4}>{t('payments.takenBack')}</Title>
        {!takenBack.data.length && <Text size="sm">{t('payments.noneTakenBack')}</Text>}
        {takenBack.data.map((b) => (
          <Card key={b.id} withBorder padding="xs" data-testid={`payment-taken-back-${b.id}`}>
            <Group justify="space-between" gap="xs">
              <Text fw={600}>{`${b.user.name} <${b.user.email}>`}</Text>
              <Badge color="orange" variant="light">
                {t(`payments.status.${b.status}`)}
              </Badge>
            </Group>
            <Text size="sm">
              {breadcrumbs(b.category_name)} · {examTypeLabel(b.exam_type)} · {b.duration} ·{' '}
              {formatChf(b.price)}
            </Text>
            <Text size="xs" c="dimmed">
              {day(b.revoked_at)} · #{b.payment_id ?? '–'}
            </Text>
          </Card>
        ))}
      </Stack>
    </Stack>
  );
}
