import { describe, expect, it } from 'vitest';
import { APP_LANGUAGE_NAMES, APP_LANGUAGES, appLanguageOf, isAppLanguage } from './languages.ts';
import { englishOr, isTextIn, localize, messagesOf, textIn } from './localize.ts';

const ENGLISH = {
  hello: 'Hello.',
  items: (n: number) => `${n} items.`,
  nested: { bye: 'Bye.' },
} as const;

const text = localize('test', ENGLISH, {
  es: { hello: 'Hola.', items: (n: number) => `${n} cosas.`, nested: { bye: 'Adiós.' } },
});

describe('the languages', () => {
  it('are one list, each with its own name', () => {
    expect(APP_LANGUAGES).toEqual(['en', 'es']);
    expect(Object.keys(APP_LANGUAGE_NAMES)).toEqual([...APP_LANGUAGES]);
    expect(APP_LANGUAGE_NAMES.es).toBe('Español');
  });

  it('read a language tag by its primary subtag, English for anything else', () => {
    expect(appLanguageOf('es-MX')).toBe('es');
    expect(appLanguageOf(' ES ')).toBe('es');
    expect(appLanguageOf('en-US')).toBe('en');
    expect(appLanguageOf('fr')).toBe('en');
    expect(appLanguageOf(null)).toBe('en');
    expect(isAppLanguage('es')).toBe(true);
    expect(isAppLanguage('es-MX')).toBe(false);
  });
});

describe('localize', () => {
  it('writes a sentence in each language, under its dotted key', () => {
    expect(text.hello.key).toBe('test.hello');
    expect(text.hello.in('en')).toBe('Hello.');
    expect(text.hello.in('es')).toBe('Hola.');
    expect(text.nested.bye.key).toBe('test.nested.bye');
    expect(text.nested.bye.in('es')).toBe('Adiós.');
  });

  it('keeps the arguments of a message made from them', () => {
    const items = text.items(3);
    expect(items.key).toBe('test.items');
    expect(items.in('en')).toBe('3 items.');
    expect(items.in('es')).toBe('3 cosas.');
  });

  it('writes plain strings as they are, and lets a foreign English sentence fall back', () => {
    expect(textIn('As sent.', 'es')).toBe('As sent.');
    expect(textIn(text.hello, 'es')).toBe('Hola.');
    const foreign = englishOr('Too big: expected <=5', text.hello);
    expect(foreign.in('en')).toBe('Too big: expected <=5');
    expect(foreign.in('es')).toBe('Hola.');
  });

  it('recognizes a message written in any language', () => {
    expect(isTextIn('Hola.', text.hello)).toBe(true);
    expect(isTextIn('Hello.', text.hello)).toBe(true);
    expect(isTextIn('Adiós.', text.hello)).toBe(false);
  });

  it('lists every message of a catalogue with its key', () => {
    expect(messagesOf(ENGLISH).map(([key]) => key)).toEqual(['hello', 'items', 'nested.bye']);
  });
});
