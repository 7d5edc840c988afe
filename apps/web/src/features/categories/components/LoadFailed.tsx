import { Alert, Button } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** "The categories could not be loaded" with a Retry button (the tree or one category's children). */
export function LoadFailed({
  retry,
  loading,
  compact = false,
}: {
  retry: () => void;
  loading: boolean;
  compact?: boolean;
}) {
  const { t } = useTranslation('categories');
  return (
    <Alert color="red" variant="light" p={compact ? 'xs' : undefined} data-testid="tree-failed">
      {t('tree.failed')}
      <Button
        display="block"
        mt="xs"
        size="xs"
        variant="white"
        color="red"
        leftSection={<IconRefresh size={14} aria-hidden />}
        loading={loading}
        onClick={retry}
        data-testid="tree-retry"
      >
        {t('common:errors.retry')}
      </Button>
    </Alert>
  );
}
