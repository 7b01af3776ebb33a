import { describe, expect, it } from 'vitest';
import { FAIR_CHANCE_LANGUAGE_MESSAGE } from './fair-chance-language.ts';
import { FAIR_CHANCE_LANGUAGE_MESSAGE_ES, VALIDATION_MESSAGES_ES } from './messages-es.ts';
import { VALIDATION_MESSAGES } from './messages.ts';

const text = (message: string | ((n: number) => string)) =>
  typeof message === 'string' ? message : message(7);

describe('Spanish validation messages', () => {
  it('exist for every message, in Spanish, keeping the number', () => {
    expect(Object.keys(VALIDATION_MESSAGES_ES).sort()).toEqual(
      Object.keys(VALIDATION_MESSAGES).sort(),
    );
    for (const [key, english] of Object.entries(VALIDATION_MESSAGES)) {
      const spanish = text(VALIDATION_MESSAGES_ES[key as keyof typeof VALIDATION_MESSAGES]);
      expect(spanish, key).not.toBe(text(english));
      if (typeof english !== 'string') expect(spanish, key).toContain('7');
    }
    expect(FAIR_CHANCE_LANGUAGE_MESSAGE_ES).not.toBe(FAIR_CHANCE_LANGUAGE_MESSAGE);
  });
});
