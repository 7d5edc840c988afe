import { hasMath, splitMath } from '@portal/core';

/** Renders one formula to HTML (katex-render.ts, loaded lazily). */
export type FormulaRenderer = (tex: string, display: boolean) => string;

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A plain text as HTML with its formulas rendered (the text parts escaped, `\\` and `\$` resolved). */
export function renderMathText(text: string, render: FormulaRenderer): string {
  return splitMath(text)
    .map((part) => (part.kind === 'math' ? render(part.tex, part.display) : escapeHtml(part.text)))
    .join('');
}

const SKIPPED = new Set(['CODE', 'PRE', 'SCRIPT', 'STYLE', 'TEXTAREA', 'KBD', 'SAMP']);

/** Whether sanitised HTML has text that the formula pass changes (a formula or an escape). */
export const htmlMayHoldMath = (html: string) => /\\|\$\$/.test(html);

/**
 * Sanitised HTML with the formulas in its text rendered (docs/formulas.md). Only text nodes are read, so markup
 * from the author never reaches KaTeX; a formula must lie within one text node. Escapes (`\\`, `\$`) are
 * resolved outside code. Without a renderer (not loaded yet) formulas keep their source.
 */
export function renderMathInHtml(html: string, render: FormulaRenderer | null): string {
  if (!htmlMayHoldMath(html)) return html;
  const template = document.createElement('template');
  template.innerHTML = html;
  const walker = document.createTreeWalker(template.content, NodeFilter.SHOW_TEXT);
  const nodes: Text[] = [];
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    let skip = false;
    for (let parent = node.parentElement; parent && !skip; parent = parent.parentElement)
      skip = SKIPPED.has(parent.tagName);
    if (!skip && htmlMayHoldMath(node.data)) nodes.push(node);
  }
  for (const node of nodes) {
    const parts = splitMath(node.data);
    if (!parts.some((part) => part.kind === 'math')) {
      node.data = parts.map((part) => (part.kind === 'text' ? part.text : '')).join('');
      continue;
    }
    if (!render) continue;
    const holder = document.createElement('template');
    holder.innerHTML = renderMathText(node.data, render);
    node.replaceWith(holder.content);
  }
  return template.innerHTML;
}

/** Whether the text of sanitised HTML holds a formula (its markup stripped; entities cannot open one). */
export const hasMathInHtml = (html: string) =>
  htmlMayHoldMath(html) && hasMath(html.replace(/<[^>]*>/g, ' '));
