import { z } from 'zod';

const KINDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  bigint: 'a whole number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
  date: 'a date',
  literal: 'the expected value',
};

const FORMATS: Record<string, string> = {
  email: 'Enter a valid e-mail address',
  url: 'Enter a valid web address (https://…)',
  date: 'Enter a date as YYYY-MM-DD',
  datetime: 'Enter a date and time (ISO 8601)',
  uuid: 'Enter a valid identifier',
};

const unit = (origin: string, n: number) =>
  origin === 'string'
    ? `${n} character${n === 1 ? '' : 's'}`
    : origin === 'array' || origin === 'set'
      ? `${n} item${n === 1 ? '' : 's'}`
      : String(n);

/**
 * Messages for people in place of the validation library's defaults ("Invalid input: expected string, received
 * null"), used where a schema gives no message of its own (issue 21).
 */
export function validationMessage(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return 'This field is required';
      return `Must be ${KINDS[issue.expected] ?? issue.expected}`;
    case 'too_small': {
      const n = Number(issue.minimum);
      if (issue.origin === 'string' && n === 1) return 'This field must not be empty';
      return `Must be at least ${unit(issue.origin, n)}`;
    }
    case 'too_big':
      return `Must be at most ${unit(issue.origin, Number(issue.maximum))}`;
    case 'invalid_format':
      return FORMATS[issue.format] ?? 'The format is not valid';
    case 'invalid_value':
      return issue.values.length === 1
        ? `Must be ${JSON.stringify(issue.values[0])}`
        : `Must be one of: ${issue.values.map((v) => String(v)).join(', ')}`;
    case 'unrecognized_keys':
      return `Unknown field${issue.keys.length === 1 ? '' : 's'}: ${issue.keys.join(', ')}`;
    case 'not_multiple_of':
      return `Must be a multiple of ${String(issue.divisor)}`;
    default:
      return 'This value is not valid';
  }
}

z.config({ customError: validationMessage });
