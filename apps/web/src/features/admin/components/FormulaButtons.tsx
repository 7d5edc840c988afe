import { Button, Group, Text } from '@mantine/core';
import { IconMathFunction, IconMathIntegralX } from '@tabler/icons-react';
import { useEffect, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';

type Field = HTMLInputElement | HTMLTextAreaElement;
const isTextField = (el: EventTarget | null): el is Field =>
  (el instanceof HTMLInputElement && (el.type === 'text' || el.type === '')) ||
  el instanceof HTMLTextAreaElement;

/** Writes into a React-controlled field as typing would (the value setter, then an input event). */
function typeInto(field: Field, value: string, caret: number) {
  const prototype =
    field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.focus();
  field.setSelectionRange(caret, caret);
}

/**
 * The formula buttons of an editor (docs/formulas.md): they put `\( \)` (inline) or `\[ \]` (display) around the
 * selection of the text field last used inside `scope`, or at its caret, and leave the caret inside.
 */
export function FormulaButtons({ scope }: { scope: RefObject<HTMLElement | null> }) {
  const { t } = useTranslation('admin');
  const last = useRef<Field | null>(null);
  useEffect(() => {
    const root = scope.current;
    if (!root) return;
    const onFocus = (event: FocusEvent) => {
      if (isTextField(event.target)) last.current = event.target;
    };
    root.addEventListener('focusin', onFocus);
    return () => root.removeEventListener('focusin', onFocus);
  }, [scope]);

  const insert = (display: boolean) => {
    const field =
      last.current && last.current.isConnected
        ? last.current
        : (scope.current?.querySelector<Field>('textarea, input[type="text"]') ?? null);
    if (!field) return;
    const [open, close] = display ? ['\\[', '\\]'] : ['\\(', '\\)'];
    const start = field.selectionStart ?? field.value.length;
    const end = field.selectionEnd ?? start;
    const selected = field.value.slice(start, end);
    const next = field.value.slice(0, start) + open + selected + close + field.value.slice(end);
    typeInto(field, next, start + open.length + selected.length);
  };

  return (
    <Group gap="xs" data-testid="formula-buttons">
      <Button
        size="compact-xs"
        variant="default"
        leftSection={<IconMathFunction size={14} aria-hidden />}
        // keep the field's selection: the click must not take the focus first
        onMouseDown={(e) => e.preventDefault()}
        onClick={() => insert(false)}
        data-testid="formula-inline"
      >
        {t('formula.inline')}
      </Button>
      <Button
        size="compact-xs"
        variant="default"
        leftSection={<IconMathIntegralX size={14} aria-hidden />}
        onMouseDown={(e) => e.preventDefault()}
        onClick={() => insert(true)}
        data-testid="formula-display"
      >
        {t('formula.display')}
      </Button>
      <Text size="xs" c="dimmed">
        {t('formula.hint')}
      </Text>
    </Group>
  );
}
