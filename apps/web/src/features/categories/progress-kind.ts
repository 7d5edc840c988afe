import { useLocation } from 'react-router';
import type { ProgressKind } from './types';

/** Which progress the tree shows: theory on /content/theory, exercises on /content/exercises, else cards. */
export function progressKindOf(pathname: string): ProgressKind {
  if (pathname.startsWith('/content/theory')) return 'theory';
  if (pathname.startsWith('/content/exercises')) return 'exercises';
  return 'cards';
}

export function useProgressKind(): ProgressKind {
  return progressKindOf(useLocation().pathname);
}
