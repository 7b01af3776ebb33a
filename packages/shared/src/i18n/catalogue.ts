/**
 * Every catalogue of this package whose messages the API answers, and the way back from an
 * English message to its catalogue entry. Zod writes a schema's message into its issue when the
 * schema is checked, before anyone knows the reader's language; the API finds the entry again to
 * write the message in the caller's language (docs/api.md#language).
 */
import { CALL_MESSAGES, CALL_TEXT, ERROR_MESSAGES, ERROR_TEXT } from '../errors.ts';
import { SCHEMA_MESSAGES, SCHEMA_TEXT } from '../schemas/messages.ts';
import { VALIDATION_MESSAGES, VALIDATION_TEXT } from '../validation/messages.ts';
import type { Catalogue, LocalizedText } from './localize.ts';

/** Each English catalogue with its localized twin; the first that knows a sentence answers it. */
export const SHARED_CATALOGUES: readonly (readonly [Catalogue, object])[] = [
  [VALIDATION_MESSAGES, VALIDATION_TEXT],
  [SCHEMA_MESSAGES, SCHEMA_TEXT],
  [CALL_MESSAGES, CALL_TEXT],
  [ERROR_MESSAGES, ERROR_TEXT],
];

/** A number no message contains by chance: where a message function writes its number. */
const PROBE = 987654321;
const NUMBER_PATTERN = '(-?\\d+(?:\\.\\d+)?)';
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Index {
  /** Sentences, the first catalogue's entry for each. */
  sentences: Map<string, LocalizedText>;
  /** Messages made from one number (`maxLength(n)`): their English as a pattern. */
  patterns: { pattern: RegExp; text: (n: number) => LocalizedText }[];
}

function addToIndex(index: Index, english: Catalogue, localized: object): void {
  for (const [key, message] of Object.entries(english)) {
    const twin = (localized as Record<string, unknown>)[key];
    if (typeof message === 'string') {
      if (!index.sentences.has(message)) index.sentences.set(message, twin as LocalizedText);
    } else if (typeof message === 'function') {
      const probe = (message as (n: number) => unknown)(PROBE);
      if (typeof probe !== 'string' || !probe.includes(String(PROBE))) continue;
      const source = escapeRegExp(probe).replace(String(PROBE), NUMBER_PATTERN);
      index.patterns.push({
        pattern: new RegExp(`^${source}$`),
        text: twin as (n: number) => LocalizedText,
      });
    } else {
      addToIndex(index, message, twin as object);
    }
  }
}

let index: Index | undefined;

/**
 * The catalogue entry whose English is `english` (`'Maximum length is 100 characters.'` gives
 * `validation.maxLength` with 100), or undefined for a sentence this package did not write.
 */
export function findText(english: string): LocalizedText | undefined {
  if (!index) {
    index = { sentences: new Map(), patterns: [] };
    for (const [catalogue, localized] of SHARED_CATALOGUES) addToIndex(index, catalogue, localized);
  }
  const sentence = index.sentences.get(english);
  if (sentence) return sentence;
  for (const { pattern, text } of index.patterns) {
    const found = pattern.exec(english);
    if (found) return text(Number(found[1]));
  }
  return undefined;
}
