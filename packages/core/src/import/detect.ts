/** The text formats the import reads, recognised by content. */
export function detectTextFormat(text: string): 'moodle-xml' | 'gift' | 'csv' | 'tsv' | null {
  const start = text.replace(/^\uFEFF/, '').trimStart();
  if (!start) return null;
  if (/^<\?xml\b/i.test(start) || /^<quiz\b/i.test(start)) return 'moodle-xml';
  const withoutComments = start
    .split(/\r?\n/)
    .filter((l) => !l.trim().startsWith('//'))
    .join('\n');
  if (
    /^\s*\$CATEGORY:/m.test(withoutComments) ||
    /^\s*::[^\n]*?::/m.test(withoutComments) ||
    /\{\s*(=|~|#|T\s*\}|TRUE\s*\}|F\s*\}|FALSE\s*\})/.test(withoutComments)
  )
    return 'gift';
  if (start.startsWith('<')) return null;
  const firstLines = start
    .split(/\r?\n/)
    .filter((l) => !l.startsWith('#'))
    .slice(0, 5)
    .join('\n');
  if (firstLines.includes('\t')) return 'tsv';
  if (/[,;]/.test(firstLines)) return 'csv';
  if (/^#separator:/m.test(start)) return 'tsv';
  return null;
}
