import { Alert, Box, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { CARD_TYPES, clozeGaps, FEEDBACK_MS } from '@portal/core';
import { IconCheck, IconDeviceDesktop, IconDeviceMobile, IconX } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MathText } from '../../../lib/math/MathText';
// The learner's own card components, so the preview is exactly what a learner sees (flashcards feature).
import { typedCardData } from '../../flashcards/card-data';
import { CardView } from '../../flashcards/components/cards/CardView';
import { CardPreviewContext } from '../../flashcards/components/preview-context';
import { formToData, type CardForm } from '../card-form';
import classes from './admin.module.css';

/** The width of the learner's small-screen layout (learner spec §2: 768 px or less); a phone is narrower. */
const SMALL_SCREEN_PX = 375;

/**
 * The card as the learner will see it, from the editor's current fields (issue 27): formulas rendered, a cloze's
 * gaps as the learner's fields, in the desktop layout or the small-screen one. It can be answered; it takes no
 * page-wide keys and no focus, so typing in the editor is never interrupted.
 */
export function LivePreview({ form }: { form: CardForm }) {
  const { t } = useTranslation('admin');
  const [layout, setLayout] = useState<'desktop' | 'small'>('desktop');
  const [feedback, setFeedback] = useState<boolean | null>(null);
  useEffect(() => {
    if (feedback === null) return;
    const timer = setTimeout(() => setFeedback(null), FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [feedback]);

  const data = useMemo(() => formToData(form), [form]);
  const typed = useMemo(() => typedCardData(form.type, data), [form.type, data]);
  // a new card view when the card's shape changes (its shuffles and fields are set when it shows)
  const shape = useMemo(() => {
    switch (form.type) {
      case CARD_TYPES.SINGLE_CHOICE:
      case CARD_TYPES.MULTI_CHOICE:
        return form.choice.answers.length;
      case CARD_TYPES.PAIR_MATCHING:
        return form.pairs.answers.length;
      case CARD_TYPES.CLOZE:
        return clozeGaps(form.cloze.question).length;
      default:
        return 0;
    }
  }, [form]);
  const queued = {
    id: 0,
    title: form.title,
    type: form.type,
    relevance: form.relevance,
    difficulty: form.difficulty,
    learntype_id: form.learntype_id,
    category_id: 0,
    data,
    description: null,
    stack: 0,
    last_mistakes: 0,
    mistakes: 0,
    thumbnails: null,
  };

  return (
    <Stack gap="xs" data-testid="live-preview" data-layout={layout}>
      <Box className={classes.livePreviewHead}>
        <Title order={3} size="h5">
          {t('livePreview.title')}
        </Title>
        <SegmentedControl
          size="xs"
          value={layout}
          onChange={(v) => setLayout(v as 'desktop' | 'small')}
          aria-label={t('livePreview.layout')}
          data={[
            {
              value: 'desktop',
              label: (
                <Box className={classes.segmentLabel}>
                  <IconDeviceDesktop size={14} aria-hidden />
                  {t('livePreview.desktop')}
                </Box>
              ),
            },
            {
              value: 'small',
              label: (
                <Box className={classes.segmentLabel}>
                  <IconDeviceMobile size={14} aria-hidden />
                  {t('livePreview.small')}
                </Box>
              ),
            },
          ]}
          data-testid="live-preview-layout"
        />
      </Box>
      <Paper
        withBorder
        p={layout === 'small' ? 'sm' : 'lg'}
        radius="md"
        maw={layout === 'small' ? SMALL_SCREEN_PX : undefined}
        mx={layout === 'small' ? 'auto' : undefined}
        w="100%"
        className={classes.preview}
        data-testid="live-preview-card"
        data-card-type={form.type}
      >
        {form.title.trim() !== '' && (
          <Title order={4} size="h4" mb="sm" data-testid="live-preview-title">
            <MathText text={form.title} />
          </Title>
        )}
        {feedback !== null && (
          <Alert
            role="status"
            mb="sm"
            color={feedback ? 'green' : 'red'}
            variant="filled"
            icon={feedback ? <IconCheck aria-hidden /> : <IconX aria-hidden />}
          >
            {feedback ? t('preview.correct') : t('preview.wrong')}
          </Alert>
        )}
        {form.type === CARD_TYPES.IMAGE || !typed ? (
          <Text size="sm" c="dimmed" data-testid="live-preview-empty">
            {form.type === CARD_TYPES.IMAGE ? t('livePreview.image') : t('livePreview.empty')}
          </Text>
        ) : (
          <CardPreviewContext.Provider value>
            <CardView
              key={`${form.type}:${shape}`}
              card={queued}
              typed={typed}
              locked={feedback !== null}
              onAnswer={setFeedback}
              onSkip={() => undefined}
            />
          </CardPreviewContext.Provider>
        )}
      </Paper>
    </Stack>
  );
}
