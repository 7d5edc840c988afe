import { Alert, Button, Center, Loader, Paper, Stack, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { errorText } from '../../../lib/api';
import { getToken } from '../../../lib/token';
import { useUpdateCachedUser } from '../../../lib/session';
import { verifyEmail } from '../api/auth';

/** /verify-email?token=… from the mailed link: confirms the address once. */
export function VerifyEmailPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const updateUser = useUpdateCachedUser();
  const verify = useMutation({
    mutationFn: verifyEmail,
    onSuccess: (data) => {
      if (data?.user && getToken()) updateUser(data.user);
    },
  });
  const started = useRef(false);
  const { mutate } = verify;

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    mutate(token);
  }, [token, mutate]);

  return (
    <Paper withBorder shadow="xs" p="lg" maw={460} mx="auto" mt="md" data-testid="verify-email-page">
      <Stack>
        <Title order={1} size="h3">
          {t('verifyPage.title')}
        </Title>
        {!token ? (
          <Alert color="orange">{t('verifyPage.noToken')}</Alert>
        ) : verify.isPending || verify.isIdle ? (
          <Center p="md">
            <Loader role="status" aria-label={t('common:loading')} />
          </Center>
        ) : verify.isSuccess ? (
          <Alert color="green" title={t('common:popups.success')} data-testid="verify-success" role="status">
            {verify.data?.message ?? t('verifyPage.done')}
          </Alert>
        ) : (
          <Alert color="red" data-testid="verify-error" role="alert">
            {errorText(verify.error)}
          </Alert>
        )}
        <Button component={Link} to="/flashcard" variant="default">
          {t('common:actions.toStart')}
        </Button>
      </Stack>
    </Paper>
  );
}
