import { Anchor, List, Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useProducts } from '../../shop';

/**
 * For visitors, next to the login panel (issue 31): what the portal offers, and the programmes the shop sells
 * (their names from the public GET /api/shop), with the way to the shop.
 */
export function VisitorOffer() {
  const { t } = useTranslation('auth');
  const products = useProducts();
  const names = products.data?.map((p) => ({ id: p.id, name: p.name.replace(/\s*\/\/\s*/g, ' / ') })) ?? [];
  return (
    <Paper
      withBorder
      p="lg"
      maw={460}
      mx="auto"
      mt="md"
      component="section"
      aria-labelledby="visitor-offer-title"
      data-testid="visitor-offer"
    >
      <Title order={2} size="h4" mb={4} id="visitor-offer-title">
        {t('offer.title')}
      </Title>
      <Text size="sm">{t('offer.text')}</Text>
      {names.length > 0 && (
        <>
          <Text size="sm" mt="xs">
            {t('offer.programmes')}
          </Text>
          <List size="sm" my={4} data-testid="visitor-offer-programmes">
            {names.map((p) => (
              <List.Item key={p.id}>{p.name}</List.Item>
            ))}
          </List>
        </>
      )}
      <Anchor component={Link} to="/shop" size="sm" fw={600} data-testid="visitor-offer-shop">
        {t('offer.toShop')}
      </Anchor>
    </Paper>
  );
}
