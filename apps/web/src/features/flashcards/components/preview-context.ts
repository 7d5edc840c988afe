import { createContext, useContext } from 'react';

/**
 * True inside an editor's live preview: the card takes no page-wide keyboard shortcuts and no focus of its own,
 * so typing in the editor beside it is never interrupted.
 */
export const CardPreviewContext = createContext(false);

export const useInCardPreview = () => useContext(CardPreviewContext);
