/**
 * The password rule shared by the server (register, reset, change) and the web forms (shown before
 * submitting): at least 8 characters, not all whitespace, at most 200, and not one of the ~49,000 most
 * common passwords of public breach lists (the `passwords-common` dictionary of @zxcvbn-ts/language-common).
 * The dictionary is large (about 200 KB gzipped), so it is loaded only when a password is checked:
 * on the web that is a lazy chunk of the forms that set a password, never part of a learner's page.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;

/** The English messages (the server's answers); the web shows the translation key of the same name. */
export const PASSWORD_MESSAGES = {
  passwordShort: 'The password must be at least 8 characters.',
  passwordBlank: 'The password must not be only spaces. Please choose one with letters, digits or symbols.',
  passwordLong: 'The password may not be longer than 200 characters.',
  passwordCommon:
    'This password is too common and appears in lists of leaked passwords. Please choose another one, e.g. a few unrelated words.',
} as const;

export type PasswordProblem = keyof typeof PASSWORD_MESSAGES;

/** The rules that need no dictionary: length and whitespace. */
export function passwordShapeProblem(password: string): PasswordProblem | null {
  if (password.length < PASSWORD_MIN_LENGTH) return 'passwordShort';
  if (password.length > PASSWORD_MAX_LENGTH) return 'passwordLong';
  if (password.trim() === '') return 'passwordBlank';
  return null;
}

let common: Promise<Set<string>> | null = null;

function commonPasswords(): Promise<Set<string>> {
  common ??= import('@zxcvbn-ts/language-common').then(
    (m) => new Set(m.dictionary['passwords-common'].map((p) => p.toLowerCase())),
  );
  return common;
}

/** Whether the password (ignoring case and surrounding spaces) is a common or breached one. */
export async function isCommonPassword(password: string): Promise<boolean> {
  const set = await commonPasswords();
  return set.has(password.trim().toLowerCase());
}

/** The first rule the password breaks, or null when it is acceptable. */
export async function passwordProblem(password: string): Promise<PasswordProblem | null> {
  return passwordShapeProblem(password) ?? ((await isCommonPassword(password)) ? 'passwordCommon' : null);
}
