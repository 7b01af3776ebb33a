/**
 * Messages people read, in every language the product speaks (docs/api.md#language).
 *
 * A catalogue is written in English: an object of sentences, of functions that make a sentence
 * from numbers or names (`maxLength: (n) => ...`), or of nested catalogues. Each other language
 * gives the same object with its own words (`Translation`), so a missing or misspelled key is a
 * type error. `localize` joins them: every sentence becomes a `LocalizedText` that can be written
 * in any language later, once the reader's language is known (the API's error handler does so).
 */
import {
  APP_LANGUAGES,
  DEFAULT_LANGUAGE,
  type AppLanguage,
  type DefaultLanguage,
} from './languages.ts';

/** A sentence, or a function that makes one. */
export type Message = string | ((...args: never[]) => string);

export type Catalogue = { readonly [key: string]: Message | Catalogue };

/** Another language's words for `T`: the same keys, the same parameters. */
export type Translation<T> = {
  readonly [K in keyof T]: T[K] extends string
    ? string
    : T[K] extends (...args: infer A) => string
      ? (...args: A) => string
      : Translation<T[K]>;
};

/** The languages a catalogue is translated into: every one but the one it is written in. */
export type Translations<T> = {
  readonly [L in Exclude<AppLanguage, DefaultLanguage>]: Translation<T>;
};

/** A message that can be written in any language. */
export interface LocalizedText {
  /** Where it is kept, e.g. `call.throttled`: for tests and logs, never shown. */
  readonly key: string;
  in(language: AppLanguage): string;
}

/** `T` with every sentence a `LocalizedText` and every function one that answers it. */
export type Localized<T> = {
  readonly [K in keyof T]: T[K] extends string
    ? LocalizedText
    : T[K] extends (...args: infer A) => string
      ? (...args: A) => LocalizedText
      : Localized<T[K]>;
};

export function isLocalizedText(value: unknown): value is LocalizedText {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as LocalizedText).key === 'string' &&
    typeof (value as LocalizedText).in === 'function'
  );
}

/** Writes a message in `language`; a plain string is already written. */
export function textIn(text: string | LocalizedText, language: AppLanguage): string {
  return typeof text === 'string' ? text : text.in(language);
}

/**
 * Whether `message` is `text` in one of the product's languages: how a client recognizes a
 * particular message of the API, whatever language it was written in.
 */
export function isTextIn(message: string, text: LocalizedText): boolean {
  return APP_LANGUAGES.some((language) => text.in(language) === message);
}

/**
 * An English text the product did not write (a library's own sentence), with the words of the
 * product's own `fallback` in every other language.
 */
export function englishOr(english: string, fallback: LocalizedText): LocalizedText {
  return {
    key: fallback.key,
    in: (language) => (language === DEFAULT_LANGUAGE ? english : fallback.in(language)),
  };
}

type AnyFunction = (...args: unknown[]) => string;

/** The catalogue of every language, keyed by language. */
type Sources = Readonly<Record<AppLanguage, Catalogue>>;

/**
 * Joins an English catalogue and its translations. `prefix` names the catalogue in the keys
 * (`localize('call', ...)` gives `call.throttled`).
 */
export function localize<T extends Catalogue>(
  prefix: string,
  english: T,
  translations: Translations<T>,
): Localized<T> {
  const sources = { ...translations, [DEFAULT_LANGUAGE]: english } as unknown as Sources;
  return localizeLevel(prefix, sources) as Localized<T>;
}

function localizeLevel(path: string, sources: Sources): Record<string, unknown> {
  const english = sources[DEFAULT_LANGUAGE];
  const at = (language: AppLanguage, key: string) => sources[language][key];
  return Object.fromEntries(
    Object.entries(english).map(([key, message]): [string, unknown] => {
      const keyPath = `${path}.${key}`;
      if (typeof message === 'string') {
        const text: LocalizedText = { key: keyPath, in: (language) => at(language, key) as string };
        return [key, text];
      }
      if (typeof message === 'function') {
        const make = (...args: unknown[]): LocalizedText => ({
          key: keyPath,
          in: (language) => (at(language, key) as AnyFunction)(...args),
        });
        return [key, make];
      }
      const nested = Object.fromEntries(
        Object.keys(sources).map((language) => [language, at(language as AppLanguage, key)]),
      ) as unknown as Sources;
      return [key, localizeLevel(keyPath, nested)];
    }),
  );
}

/** Every message of a catalogue with its dotted key, for the checks that walk them all. */
export function messagesOf(catalogue: Catalogue, prefix = ''): [string, Message][] {
  return Object.entries(catalogue).flatMap(([key, message]): [string, Message][] => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof message === 'object' ? messagesOf(message, path) : [[path, message]];
  });
}
