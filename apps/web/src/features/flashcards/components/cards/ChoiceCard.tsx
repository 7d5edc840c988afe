import { Button, Checkbox, Group, Kbd, Radio, Stack, Text } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import {
  choiceText,
  isCorrectChoice,
  isMultiChoiceCorrect,
  isSingleChoiceCorrect,
  type ChoiceCardData,
} from '@portal/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useKeys, type KeyMap } from '../use-keys';
import { CheckHint } from './CheckHint';
import type { CardViewProps } from './types';
import classes from '../flashcards.module.css';

interface ChoiceCardProps extends CardViewProps {
  data: ChoiceCardData;
  multiple: boolean;
}

/**
 * Single choice (type 3: correct when the chosen answer is a correct one) and multi choice (type 4:
 * correct only when all and only the correct answers are chosen), admin spec §5. Keys 1–9 choose,
 * Enter checks.
 */
export function ChoiceCard({ data, multiple, onAnswer, locked }: ChoiceCardProps) {
  const { t } = useTranslation('flashcards');
  const [chosen, setChosen] = useState<number[]>([]);

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
  data.answers.slice(0, 9).forEach((_, index) => {
    keys[String(index + 1)] = () => toggle(index);
  });
  useKeys(keys, !locked);

  const mark = (index: number) => {
    if (!locked) return undefined;
    if (isCorrectChoice(data.answers[index])) return 'correct';
    return chosen.includes(index) ? 'wrong' : undefined;
  };

  const options = data.answers.map((answer, index) => {
    const state = mark(index);
    const label = (
      <Group gap="xs" wrap="nowrap" component="span">
        <Kbd size="xs" aria-hidden>
          {index + 1}
        </Kbd>
        <span>{choiceText(answer)}</span>
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
      disabled: locked,
      className: classes.option,
      'data-state': state,
      'data-testid': `choice-${index}`,
      'aria-keyshortcuts': index < 9 ? String(index + 1) : undefined,
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
              {data.question}
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
              {data.question}
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
