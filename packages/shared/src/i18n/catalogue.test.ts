/**
 * Every message this package lets the API answer has its Spanish: not empty, not the English,
 * keeping the numbers of a message made from them; and the same English reads the same in
 * Spanish wherever it is kept.
 */
import { describe, expect, it } from 'vitest';
import { CALL_MESSAGES_ES, ERROR_MESSAGES_ES } from '../errors-es.ts';
import { CALL_MESSAGES, ERROR_MESSAGES } from '../errors.ts';
import { SCHEMA_MESSAGES_ES } from '../schemas/messages-es.ts';
import { SCHEMA_MESSAGES } from '../schemas/messages.ts';
import { VALIDATION_MESSAGES_ES } from '../validation/messages-es.ts';
import { VALIDATION_MESSAGES } from '../validation/messages.ts';
import { findText, SHARED_CATALOGUES } from './catalogue.ts';
import { messagesOf, type Catalogue, type Message } from './localize.ts';

const PAIRS: [string, Catalogue, Catalogue][] = [
  ['error', ERROR_MESSAGES, ERROR_MESSAGES_ES],
  ['call', CALL_MESSAGES, CALL_MESSAGES_ES],
  ['validation', VALIDATION_MESSAGES, VALIDATION_MESSAGES_ES],
  ['schema', SCHEMA_MESSAGES, SCHEMA_MESSAGES_ES],
];

/** Messages made from a number are written with 7. */
const write = (message: Message | undefined) =>
  typeof message === 'function' ? (message as (n: number) => string)(7) : message;

const spanishOf = (catalogue: Catalogue) => new Map(messagesOf(catalogue));

describe('the Spanish of the shared messages', () => {
  it('covers every catalogue the API answers from', () => {
    expect(SHARED_CATALOGUES.map(([catalogue]) => catalogue)).toEqual(
      expect.arrayContaining(PAIRS.map(([, english]) => english)),
    );
  });

  it('gives every message Spanish words of its own, keeping its number', () => {
    for (const [name, english, spanish] of PAIRS) {
      const es = spanishOf(spanish);
      const en = messagesOf(english);
      expect([...es.keys()].sort(), name).toEqual(en.map(([key]) => key).sort());
      for (const [key, message] of en) {
        const words = write(es.get(key));
        expect(words?.trim(), `${name}.${key}`).toBeTruthy();
        expect(words, `${name}.${key}`).not.toBe(write(message));
        if (typeof message === 'function') expect(words, `${name}.${key}`).toContain('7');
      }
    }
  });

  it('says the same English the same way in Spanish, wherever it is kept', () => {
    const seen = new Map<string, string>();
    for (const [, english, spanish] of PAIRS) {
      const es = spanishOf(spanish);
      for (const [key, message] of messagesOf(english)) {
        if (typeof message !== 'string') continue;
        const words = es.get(key) as string;
        expect(seen.get(message) ?? words, message).toBe(words);
        seen.set(message, words);
      }
    }
  });
});

describe('findText', () => {
  it('finds every English sentence again, and writes it in Spanish', () => {
    for (const [name, english, spanish] of PAIRS) {
      const es = spanishOf(spanish);
      for (const [key, message] of messagesOf(english)) {
        const sentence = write(message)!;
        const found = findText(sentence);
        expect(found?.in('en'), `${name}.${key}`).toBe(sentence);
        // The same sentence may be kept twice; its Spanish is the same (see above).
        expect(found?.in('es'), `${name}.${key}`).toBe(write(es.get(key)));
      }
    }
  });

  it('finds a message made from a number with its number', () => {
    expect(findText('Maximum length is 1000 characters.')?.in('es')).toBe(
      'Puede escribir hasta 1000 caracteres.',
    );
    expect(findText('Choose exactly 5.')?.key).toBe('validation.exactlyN');
    expect(findText('Choose exactly 5.')?.in('es')).toBe('Elija exactamente 5.');
  });

  it('knows nothing of sentences the product did not write', () => {
    expect(findText('Too big: expected string to have <=5 characters')).toBeUndefined();
    expect(findText('Maximum length is many characters.')).toBeUndefined();
  });
});
