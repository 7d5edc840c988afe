import { createTheme, Modal, type CSSVariablesResolver } from '@mantine/core';

/**
 * Colours with at least WCAG AA contrast (4.5:1) for normal text:
 * - primary shade 8: white on blue-8 and blue-8 links on white are 5.0:1 (blue-6: 3.6:1);
 * - filled colours get black or white text, whichever contrasts more (0.179 is the luminance where both are
 *   equal), e.g. black on green-8;
 * - dimmed texts in gray-7 instead of Mantine's gray-6 (3.3:1 on white).
 */
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: 8,
  autoContrast: true,
  luminanceThreshold: 0.179,
  focusRing: 'auto',
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '650' },
  components: {
    Modal: Modal.extend({
      styles: { title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-lg)' } },
      // a dialog's <header> is not a second banner landmark (axe landmark-no-duplicate-banner); modals that
      // pass their own `attributes` repeat this
      defaultProps: { attributes: { header: { role: 'none' } } },
    }),
  },
});

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-7)',
  },
  dark: {},
});
