/**
 * A category title or path with its '//' separators, as one line of breadcrumbs: 'Mathematik//Maturität' →
 * 'Mathematik › Maturität' (issue 32: no raw separators on screen). Empty parts are dropped.
 */
export const CRUMB_SEPARATOR = ' › ';

export function breadcrumbs(title: string): string {
  return title
    .split('//')
    .map((part) => part.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join(CRUMB_SEPARATOR);
}
