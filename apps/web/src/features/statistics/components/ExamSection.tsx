import { Skeleton, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api';
import { useExam } from '../api/exam';
import { lastExam } from '../api/exam-cache';
import { CachedExamFigures } from './CachedExamFigures';

/** The block with the date picker loads only for learners who hold a programme for the category. */
const ExamBlock = lazy(() => import('./ExamBlock'));

const placeholder = <Skeleton h={96} data-testid="exam-loading" />;

/**
 * The summary's exam part: nothing for users without an own programme on the category (teachers, admins,
 * all-access), else the exam block. A failure is one quiet line: the summary works without it.
 */
export function ExamSection({ categoryId }: { categoryId: number }) {
  // its dictionary (statistics) may still be loading: only this part waits for it
  return (
    <Suspense fallback={placeholder}>
      <ExamSectionContent categoryId={categoryId} />
    </Suspense>
  );
}

function ExamSectionContent({ categoryId }: { categoryId: number }) {
  const { t } = useTranslation('statistics');
  const exam = useExam(categoryId);
  if (exam.isPending) return placeholder;
  if (exam.isError) {
    const status = isApiError(exam.error) ? exam.error.status : 0;
    if (status === 404 || status === 403 || status === 409) return null;
    // offline or the server unreachable: the figures as last loaded here, with their time
    if (lastExam(categoryId)?.exam.programme) return <CachedExamFigures categoryId={categoryId} />;
    return (
      <Text size="sm" c="dimmed" data-testid="exam-error">
        {t('exam.failed')}
      </Text>
    );
  }
  if (!exam.data.programme) return null;
  return (
    <Suspense fallback={placeholder}>
      <ExamBlock key={`${exam.data.exam_date}-${exam.data.custom}`} exam={exam.data} />
    </Suspense>
  );
}
