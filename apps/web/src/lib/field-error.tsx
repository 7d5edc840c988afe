import type { ReactNode } from 'react';

/**
 * A form field's error for Mantine's `error` prop: Mantine names it (aria-describedby) and marks the input
 * aria-invalid; the alert role announces it to screen readers when it appears.
 */
export function fieldError(text: string | undefined | null): ReactNode {
  if (!text) return undefined;
  return (
    <span role="alert" data-testid="field-error">
      {text}
    </span>
  );
}
