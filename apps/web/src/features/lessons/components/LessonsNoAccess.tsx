import { Alert, Anchor, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * The empty Lessons tab of a learner whose access has no weekly online lessons: the shop's programmes that include
 * them, with the way to the shop; when the shop sells none, what to expect instead (no link to a shop that has
 * nothing to offer here).
 */
export function LessonsNoAccess({ programmes }: { programmes: { id: number; title: string }[] }) {
  const { t } = useTranslation('lessons');
  if (programmes.length === 0)
    return (
      <Alert variant="light" color="blue" title={t('noAccess.noneTitle')} data-testid="lessons-no-access">
        <Text size="sm">{t('noAccess.noneText')}</Text>
      </Alert>
    );
  return (
    <Alert variant="light" color="blue" title={t('noAccess.title')} data-testid="lessons-no-access">
      <Text size="sm">{t('noAccess.text')}</Text>
      <List size="sm" my="xs">
        {programmes.map((p) => (
          <List.Item key={p.id}>{p.title.replace('//', ' / ')}</List.Item>
        ))}
      </List>
      <Anchor component={Link} to="/shop" size="sm" fw={600}>
        {t('noAccess.toShop')}
      </Anchor>
    </Alert>
  );
}
