import { NativeSelect } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api';
import { changeLanguage, isLanguage, LANGUAGES } from '../../lib/i18n';
import { useToken } from '../../lib/token';

/**
 * English / Deutsch; the choice is stored in localStorage by src/lib/i18n.ts and, when logged in, on the account,
 * so that the server's mails and messages use it too (DESIGN.md §4).
 */
export function LanguageSelect({ compact = false }: { compact?: boolean }) {
  const { t, i18n } = useTranslation();
  // the token, not the current-user query: a query observer here refetched a failed /api/auth on every mount
  const token = useToken();
  const value = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'de';
  return (
    <NativeSelect
      label={compact ? undefined : t('menu.language')}
      aria-label={compact ? t('menu.language') : undefined}
      leftSection={<IconLanguage size={16} aria-hidden />}
      value={value}
      onChange={(event) => {
        const next = event.currentTarget.value;
        if (!isLanguage(next)) return;
        void changeLanguage(next);
        if (token) void api.post('/user/update', { language: next }, { silent: true }).catch(() => {});
      }}
      data={LANGUAGES.map((l) => ({ value: l.code, label: l.label }))}
      data-testid="language-select"
      size={compact ? 'xs' : 'sm'}
    />
  );
}
