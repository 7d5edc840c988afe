import { catalogue } from './catalogue.js';

/** The catalogue areas whose codes a route of each OpenAPI tag can answer (besides the shared ones). */
const AREAS_BY_TAG: Record<string, string[]> = {
  auth: ['auth', 'password', 'user'],
  users: ['user', 'user_admin', 'rights', 'password', 'auth'],
  cards: ['cards', 'file'],
  'cards (admin)': ['card_admin', 'card_rules', 'html', 'file'],
  categories: ['categories'],
  'categories (admin)': ['category_admin', 'html'],
  contents: ['contents'],
  'contents (admin)': ['content_admin', 'content_rules', 'html', 'file'],
  lessons: ['lessons', 'form', 'file'],
  files: ['file'],
  cache: ['cache'],
  roles: ['roles'],
  shop: ['shop'],
  payments: ['payments', 'card_payment'],
  trash: ['trash'],
  memory: ['memory'],
  import: ['import', 'card_rules'],
};

/** Codes every route may answer: input validation, access, bodies, outages, a full disk. */
const SHARED_AREAS = ['validation', 'access', 'request', 'server', 'storage', 'database'];

/** The error codes of a route with these tags, for its OpenAPI description: its areas' codes, then the shared ones. */
export function routeErrorCodesText(tags: readonly string[] | undefined): string {
  const areas = new Set((tags ?? []).flatMap((t) => AREAS_BY_TAG[t] ?? []));
  const own = [...catalogue().keys()].filter((code) => areas.has(code.split('.')[0])).sort();
  const shared = SHARED_AREAS.map((a) => `\`${a}.*\``).join(', ');
  return own.length
    ? `Error codes: ${own.map((c) => `\`${c}\``).join(', ')}; and the shared ${shared}.`
    : `Error codes: the shared ${shared}.`;
}
