import { createTheme, Modal } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'blue',
  focusRing: 'auto',
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '650' },
  components: {
    Modal: Modal.extend({
      styles: { title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-lg)' } },
    }),
  },
});
