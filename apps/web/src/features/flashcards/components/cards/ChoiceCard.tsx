import { Button, Checkbox, Group, Kbd, Radio, Stack, Text } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import {
  choiceText,
  hasMath,
  isCorrectChoice,
  isMultiChoiceCorrect,
  isSingleChoiceCorrect,
  mathAsText,
  shuffle,
  type ChoiceCardData,
  type RandomSource,
} from '@portal/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useKeys, type KeyMap } from '../use-keys';
import { CheckHint } from './CheckHint';
import type { CardViewProps } from './types';
import classes from '../flashcards.module.css';
import { MathText } from '../../../../lib/math/MathText';

interface ChoiceCardProps extends CardViewProps {
  data: ChoiceCardData;
  multiple: boolean;
  /** the shuffle's random source (tests pass a fixed one) */
  random?: RandomSource;
}

/**
 * Single choice (type 3: correct when the chosen answer is a correct one) and multi choice (type 4:
 * correct only when all and only the correct answers are chosen), admin spec §5. Keys 1–9 choose,
 * Enter checks. The answers come in a new random order at every showing (the session remounts the card for
 * each showing), so the right one is not learned by its place; `chosen` holds indices into `data.answers`,
 * so the spec's rules judge the answers themselves.
 */
export function ChoiceCard({ data, multiple, onAnswer, locked, random }: ChoiceCardProps) {
  const { t } = useTranslation('flashcards');
  const [chosen, setChosen] = useState<number[]>([]);
  const [order] = useState(() =>
    shuffle(
      data.answers.map((_, index) => index),
      random,
    ),
  );

  const toggle = (index: number) => {
    if (locked) return;
    setChosen((current) =>
      multiple
        ? current.includes(index)
          ? current.filter((i) => i !== index)
          : [...current, index]
        : [index],
    );
  };
  const check = () => {
    if (locked || chosen.length === 0) return;
    onAnswer(multiple ? isMultiChoiceCorrect(data, chosen) : isSingleChoiceCorrect(data, chosen[0]));
  };

  const keys: KeyMap = { enter: check };
  order.slice(0, 9).forEach((index, position) => {
    keys[String(position + 1)] = () => toggle(index);
  });
  useKeys(keys, !locked);

  const mark = (index: number) => {
    if (!locked) return undefined;
    if (isCorrectChoice(data.answers[index])) return 'correct';
    return chosen.includes(index) ? 'wrong' : undefined;
  };

  const options = order.map((index, position) => {
    const answer = data.answers[index];
    const state = mark(index);
    const label = (
      <Group gap="xs" wrap="nowrap" component="span">
        <Kbd size="xs" aria-hidden className={classes.keyHint}>
          {position + 1}
        </Kbd>
        <span>
          <MathText text={choiceText(answer)} />
        </span>
        {state === 'correct' && (
          <IconCheck size={18} color="var(--mantine-color-green-7)" aria-label={t('choice.correct')} />
        )}
        {state === 'wrong' && (
          <IconX size={18} color="var(--mantine-color-red-7)" aria-label={t('choice.wrong')} />
        )}
      </Group>
    );
    const common = {
      value: String(index),
      label,
      // not `disabled`: a disabled option is greyed out (2:1 contrast), and the right answer must be read after the
      // check; the group ignores changes while locked
      wrapperProps: { 'data-locked': locked || undefined, 'data-state': state },
      className: classes.option,
      'data-state': state,
      'data-testid': `choice-${position}`,
      // a formula's MathML is read by screen readers but gives a form control no name: name it in words too
      'aria-label': hasMath(choiceText(answer)) ? mathAsText(choiceText(answer)) : undefined,
      'aria-keyshortcuts': position < 9 ? String(position + 1) : undefined,
    };
    return multiple ? <Checkbox key={index} {...common} /> : <Radio key={index} {...common} />;
  });

  const value = chosen.map(String);
  return (
    <Stack gap="md" data-testid={multiple ? 'multi-choice' : 'single-choice'}>
      {multiple ? (
        <Checkbox.Group
          label={
            <Text fw={600} size="lg" component="span">
              <MathText text={data.question} />
            </Text>
          }
          description={t('choice.multipleHint')}
          value={value}
          onChange={(next) => !locked && setChosen(next.map(Number))}
        >
          <Stack gap="xs" mt="sm">
            {options}
          </Stack>
        </Checkbox.Group>
      ) : (
        <Radio.Group
          label={
            <Text fw={600} size="lg" component="span">
              <MathText text={data.question} />
            </Text>
          }
          description={t('choice.singleHint')}
          value={value[0] ?? null}
          onChange={(next) => !locked && setChosen([Number(next)])}
        >
          <Stack gap="xs" mt="sm">
            {options}
          </Stack>
        </Radio.Group>
      )}
      <Group justify="center">
        <Button
          onClick={check}
          disabled={locked || chosen.length === 0}
          rightSection={
            <Kbd size="xs" className={classes.keyHint}>
              Enter
            </Kbd>
          }
          data-testid="check"
        >
          {t('session.check')}
        </Button>
      </Group>
      <CheckHint text={t('keys.choice', { count: Math.min(9, data.answers.length) })} />
    </Stack>
  );
}
