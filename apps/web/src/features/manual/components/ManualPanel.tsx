import { Button, Center, Checkbox, Group, Loader, Stack, Text, Typography } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsSmallScreen } from '../../../lib/frame';
import type { PanelProps } from '../../../lib/panels';
import { usePublicHtml } from '../../../lib/public-files';
import { setShowManual, shouldShowManual } from '../manual-flag';
import classes from './ManualPanel.module.css';

/**
 * Instructions manual: the small or large HTML per language, and 'don't show again' (always in view). It opens
 * by itself once, at the first start; the box then reads ticked, and unticking it shows it at every start.
 */
export default function ManualPanel({ close }: PanelProps) {
  const { t, i18n } = useTranslation('manual');
  const small = useIsSmallScreen();
  const lang = i18n.resolvedLanguage === 'en' ? 'en' : 'de';
  const size = small ? 'small' : 'large';
  const { data: html, isPending } = usePublicHtml([`html/instructions_${size}_${lang}.html`]);
  const [hide, setHide] = useState(!shouldShowManual());

  return (
    <Stack data-testid="manual">
      {isPending ? (
        <Center p="xl">
          <Loader role="status" aria-label={t('common:loading')} />
        </Center>
      ) : html ? (
        <Typography>
          <div
            data-testid="manual-content"
            className={classes.content}
            dangerouslySetInnerHTML={{ __html: html }}
          />
        </Typography>
      ) : (
        <Text c="dimmed">{t('unavailable')}</Text>
      )}
      {/* stays at the bottom of the visible dialog, so it never needs scrolling to */}
      <Group justify="space-between" wrap="wrap" className={classes.footer} data-testid="manual-footer">
        <Checkbox
          label={t('dontShowAgain')}
          checked={hide}
          onChange={(event) => {
            const checked = event.currentTarget.checked;
            setHide(checked);
            setShowManual(!checked);
          }}
          data-testid="manual-dont-show"
        />
        <Button onClick={close}>{t('common:actions.close')}</Button>
      </Group>
    </Stack>
  );
}
