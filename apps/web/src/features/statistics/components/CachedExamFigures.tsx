import { Skeleton, Stack, Text } from '@mantine/core';
import { displayDate } from '@portal/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lastExam } from '../api/exam-cache';

const ExamFigures = lazy(() => import('./ExamBlock').then((m) => ({ default: m.ExamFigures })));

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The exam figures as last loaded on this device, with when (issue 31): shown where the figures cannot be loaded now
 * (offline, server unreachable). Nothing when none were ever loaded here or the category has no programme.
 */
export function CachedExamFigures({ categoryId }: { categoryId: number }) {
  const { t } = useTranslation('statistics');
  const [cached] = useState(() => lastExam(categoryId));
  if (!cached?.exam.programme) return null;
  const at = new Date(cached.at);
  const day = `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
  return (
    <Stack gap={2} data-testid="exam-cached" data-at={cached.at}>
      <Text size="sm" c="dimmed" data-testid="exam-cached-note">
        {t('exam.cachedFrom', {
          date: displayDate(day),
          time: `${pad(at.getHours())}:${pad(at.getMinutes())}`,
        })}
      </Text>
      <Suspense fallback={<Skeleton h={40} />}>
        <ExamFigures exam={cached.exam} />
      </Suspense>
    </Stack>
  );
}
