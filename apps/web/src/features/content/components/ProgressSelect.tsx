import { NativeSelect } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { CONTENT_LEVELS, isContentProgress } from '@portal/core';
import { useEffect, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, isApiError } from '../../../lib/api';
import { contentLevelColor, cssColor } from '../../categories';
import { useSetStack } from '../api/contents';
import type { ContentItem } from '../types';
import classes from './content.module.css';

const colorOf = (value: number) => cssColor(contentLevelColor(value));

/**
 * The progress select of an item (learner spec §4): never read (0, grey as an unanswered card), read (333, orange),
 * understood (666, yellow), learned (1000, green). A change is sent at once; when it fails (offline,
 * no connection, refused) the previous value comes back.
 */
export function ProgressSelect({ item }: { item: ContentItem }) {
  const { t } = useTranslation('content');
  const [value, setValue] = useState<number>(item.stack);
  const setStack = useSetStack();
  useEffect(() => setValue(item.stack), [item.stack]);

  const onChange = async (event: ChangeEvent<HTMLSelectElement>) => {
    const next = Number(event.currentTarget.value);
    if (!isContentProgress(next)) return;
    const previous = value;
    setValue(next);
    try {
      const res = await setStack.mutateAsync({ id: item.id, value: next });
      setValue(res.stack);
      if (!res.stored)
        notifications.show({ message: t('progress.watchOnly'), color: 'yellow', autoClose: 4000 });
    } catch (error) {
      setValue(previous);
      // offline and ignored failures already had their dialog; refusals say why
      if (isApiError(error) && error.kind === 'http')
        notifications.show({ message: errorText(error), color: 'red', autoClose: 4000 });
    }
  };

  return (
    <NativeSelect
      size="xs"
      value={String(value)}
      onChange={onChange}
      aria-label={t('progress.label', { name: item.name.replace(/\/\//g, ' ') })}
      data-testid={`progress-select-${item.id}`}
      data-value={value}
      className={classes.progressSelect}
      style={{ '--progress-color': colorOf(value) } as React.CSSProperties}
      leftSection={<span className={classes.dot} aria-hidden />}
      data={CONTENT_LEVELS.map((level) => ({ value: String(level), label: t(`progress.levels.${level}`) }))}
    />
  );
}
