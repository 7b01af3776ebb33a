import type { TFunction } from 'i18next';
import { FAIR_CHANCE_LANGUAGE_MESSAGE, VALIDATION_MESSAGES } from '@fairchance/shared';

interface Matcher {
  key: string;
  pattern: RegExp;
}

const NUMBER_SLOT = '\u0000';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The shared schemas speak English (the words of docs/validation.md#messages). To show their
 * messages in the reader's language, each is matched back to its VALIDATION_MESSAGES key (and
 * number, for messages like 'Maximum length is 8 characters.') and looked up under
 * `validation.<key>`.
 */
const messages = { ...VALIDATION_MESSAGES, fairChanceLanguage: FAIR_CHANCE_LANGUAGE_MESSAGE };

const matchers: Matcher[] = Object.entries(messages).map(([key, message]) => {
  if (typeof message === 'string')
    return { key, pattern: new RegExp(`^${escapeRegExp(message)}$`) };
  const template = (message as (n: number | string) => string)(NUMBER_SLOT);
  const source = escapeRegExp(template).replace(NUMBER_SLOT, '(-?[\\d.,]+)');
  return { key, pattern: new RegExp(`^${source}$`) };
});

/** Translates a validation message from a schema; unknown messages are shown as they are. */
export function translateValidationMessage(t: TFunction, message: string): string {
  for (const { key, pattern } of matchers) {
    const found = pattern.exec(message);
    if (!found) continue;
    const fullKey = `validation.${key}`;
    const translate = t as unknown as (key: string, options?: Record<string, unknown>) => string;
    const translated = translate(fullKey, { n: found[1], defaultValue: message });
    return translated;
  }
  return message;
}
