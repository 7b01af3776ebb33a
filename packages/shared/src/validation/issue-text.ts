/**
 * The words of a validation issue in every language. A message the product wrote is found again
 * in its catalogue (`findText`), its number included; a sentence of zod's own (a check no schema
 * words itself) keeps its English, and reads in other languages as the product's message for that
 * kind of check.
 */
import { findText } from '../i18n/catalogue.ts';
import { englishOr, type LocalizedText } from '../i18n/localize.ts';
import { VALIDATION_TEXT as T } from './messages.ts';

/** What zod says about an issue besides its message (the fields of `z.core.$ZodIssue`). */
export interface IssueFacts {
  code?: string | undefined;
  origin?: unknown;
  format?: unknown;
  minimum?: unknown;
  maximum?: unknown;
}

export function issueText(message: string | undefined, issue: IssueFacts = {}): LocalizedText {
  const known = message ? findText(message) : undefined;
  if (known) return known;
  const kind = kindText(issue);
  return message ? englishOr(message, kind) : kind;
}

const LENGTH_ORIGINS = new Set(['string']);
const COUNT_ORIGINS = new Set(['array', 'set']);

/** The product's message for a kind of check. */
function kindText({ code, origin, format, minimum, maximum }: IssueFacts): LocalizedText {
  const n = (value: unknown) => Number(value);
  switch (code) {
    case 'too_big':
      if (LENGTH_ORIGINS.has(String(origin))) return T.maxLength(n(maximum));
      if (COUNT_ORIGINS.has(String(origin))) return T.maxItems(n(maximum));
      return typeof maximum === 'number' ? T.max(maximum) : T.pattern;
    case 'too_small':
      if (LENGTH_ORIGINS.has(String(origin)))
        return n(minimum) <= 1 ? T.required : T.minLength(n(minimum));
      if (COUNT_ORIGINS.has(String(origin))) return T.minItems(n(minimum));
      return typeof minimum === 'number' ? T.min(minimum) : T.pattern;
    case 'invalid_value':
    case 'invalid_union':
    case 'invalid_key':
      return T.invalidChoice;
    case 'invalid_format':
      if (format === 'email') return T.email;
      if (format === 'url') return T.url;
      return T.pattern;
    default:
      return T.pattern;
  }
}
