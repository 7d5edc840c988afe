/**
 * The password rule shared by the server (register, reset, change) and the web forms (shown at the field before
 * submitting). Judged on the password's Unicode NFKC form (full-width `ｐａｓｓｗｏｒｄ` is `password`): at least 8
 * characters, at most 200, not only whitespace, no control characters (NUL, tab, line breaks, …), not one of the
 * ~49,000 most common passwords of public breach lists, and a zxcvbn-ts strength score of at least 3 of 4 with the
 * German and English dictionaries and the user's own name and email as context (so `aaaaaaaa`, `qwertzuiop` or
 * `anna.muster2024` for Anna Muster are refused). The dictionaries are large (about 1 MB), so they are loaded only
 * when a password is checked: on the web that is a lazy chunk of the forms that set a password, never part of a
 * learner's page.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;
/** The lowest zxcvbn score (0–4) accepted: 3 = "safely unguessable: moderate protection from offline attacks". */
export const PASSWORD_MIN_SCORE = 3;

/** The English messages (the server's answers); the web shows the translation key of the same name. */
export const PASSWORD_MESSAGES = {
  passwordShort: 'The password must be at least 8 characters.',
  passwordBlank: 'The password must not be only spaces. Please choose one with letters, digits or symbols.',
  passwordLong: 'The password may not be longer than 200 characters.',
  passwordControl:
    'The password must not contain control characters (such as tabs, line breaks or invisible characters).',
  passwordCommon:
    'This password is too common and appears in lists of leaked passwords. Please choose another one, e.g. a few unrelated words.',
  passwordWeak:
    'This password is too easy to guess (repeated or keyboard patterns, common words, or your name or email). Please choose a longer one, e.g. a few unrelated words.',
} as const;

export type PasswordProblem = keyof typeof PASSWORD_MESSAGES;

/** The stable error codes of the rules (`password.too_short`, …), sent beside the message. */
export const PASSWORD_CODES: Record<PasswordProblem, string> = {
  passwordShort: 'password.too_short',
  passwordBlank: 'password.blank',
  passwordLong: 'password.too_long',
  passwordControl: 'password.control_characters',
  passwordCommon: 'password.common',
  passwordWeak: 'password.weak',
};

/** Who sets the password: their name and email are guesses an attacker tries first. */
export interface PasswordContext {
  name?: string | null;
  email?: string | null;
}

/** The form a password is judged, hashed and compared in: Unicode NFKC. */
export const normalizePassword = (password: string) => password.normalize('NFKC');

// C0 and C1 control characters (NUL, tab, CR, LF, DEL, …).
const CONTROL = /\p{Cc}/u;

/** The rules that need no dictionary: length, whitespace and control characters. */
export function passwordShapeProblem(password: string): PasswordProblem | null {
  const normal = normalizePassword(password);
  if (CONTROL.test(normal)) return 'passwordControl';
  if (normal.length < PASSWORD_MIN_LENGTH) return 'passwordShort';
  if (normal.length > PASSWORD_MAX_LENGTH) return 'passwordLong';
  if (normal.trim() === '') return 'passwordBlank';
  return null;
}

interface Checker {
  common: Set<string>;
  score(password: string, userInputs: string[]): number;
}

let checker: Promise<Checker> | null = null;

/** How much of a password the strength estimate reads (its cost grows quickly with length). */
export const SCORED_LENGTH = 64;

/** zxcvbn-ts with the common, German and English dictionaries, loaded once, on first use. */
function loadChecker(): Promise<Checker> {
  checker ??= Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
    import('@zxcvbn-ts/language-de'),
  ]).then(([core, common, en, de]) => {
    const zxcvbn = new core.ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...en.dictionary, ...de.dictionary },
      graphs: common.adjacencyGraphs,
      // the estimate's cost grows fast with length (a 200-character pattern takes seconds): the first 64
      // characters are judged, which no guessable password outgrows
      maxLength: SCORED_LENGTH,
      l33tMaxSubstitutions: 16,
    });
    return {
      common: new Set(common.dictionary['passwords-common'].map((p) => p.toLowerCase())),
      score: (password, userInputs) => zxcvbn.check(password, userInputs).score,
    };
  });
  return checker;
}

/** The user's own words: their name (and its parts) and their email (and its local part and its words). */
export function contextWords(context: PasswordContext = {}): string[] {
  const words = new Set<string>();
  const add = (value: string | null | undefined) => {
    const v = value?.normalize('NFKC').trim().toLowerCase();
    if (!v) return;
    words.add(v);
    for (const part of v.split(/[^\p{L}\p{N}]+/u)) if (part.length >= 3) words.add(part);
  };
  add(context.name);
  add(context.email);
  add(context.email?.split('@')[0]);
  return [...words];
}

/** Whether the password (NFKC, ignoring case and surrounding spaces) is a common or breached one. */
export async function isCommonPassword(password: string): Promise<boolean> {
  const { common } = await loadChecker();
  return common.has(normalizePassword(password).trim().toLowerCase());
}

/** The first rule the password breaks, or null when it is acceptable. */
export async function passwordProblem(
  password: string,
  context: PasswordContext = {},
): Promise<PasswordProblem | null> {
  const shape = passwordShapeProblem(password);
  if (shape) return shape;
  const normal = normalizePassword(password);
  const { common, score } = await loadChecker();
  if (common.has(normal.trim().toLowerCase())) return 'passwordCommon';
  return score(normal, contextWords(context)) < PASSWORD_MIN_SCORE ? 'passwordWeak' : null;
}
