import { Alert, Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** A learner without an active role sees no categories: point them to the shop. */
export function NoCategories() {
  const { t } = useTranslation('categories');
  return (
    <Alert variant="light" color="blue" title={t('empty.title')} data-testid="no-categories">
      <Text size="sm">{t('empty.text')}</Text>
      <Anchor component={Link} to="/shop" size="sm" fw={600}>
        {t('empty.toShop')}
      </Anchor>
    </Alert>
  );
}
