import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useConfig } from '../lib/config';

/** Shown when rendering a route throws. */
export function RouteError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const { debug } = useConfig();
  const detail = error instanceof Error ? error.message : String(error);
  return (
    <Center mih="60vh" p="md">
      <Stack align="center" maw={480}>
        <Title order={1} size="h3">
          {debug ? t('errors.whoops') : t('errors.generic')}
        </Title>
        {debug && <Text c="dimmed">{detail}</Text>}
        <Button onClick={() => window.location.assign('/')}>{t('actions.reload')}</Button>
      </Stack>
    </Center>
  );
}
