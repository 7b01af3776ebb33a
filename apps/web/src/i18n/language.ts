/**
 * Which language to show: the one chosen before (kept in this browser), else the browser's first
 * language we speak, else English.
 */
import {
  APP_LANGUAGES,
  APP_LANGUAGE_NAMES,
  isAppLanguage,
  type AppLanguage,
} from '@fairchance/shared';

/** The product's languages (one list for the site, e-mails and the API: packages/shared). */
export const SUPPORTED_LANGUAGES = APP_LANGUAGES;
export type SupportedLanguage = AppLanguage;

/** Each language's name in itself, for the switch (never translated). */
export const LANGUAGE_NAMES = APP_LANGUAGE_NAMES;

export const LANGUAGE_STORAGE_KEY = 'fairchance.language';

/** One of the product's languages (the shared check). */
export const isSupportedLanguage = isAppLanguage;

/** 'es-MX' → 'es'; null for a language we do not speak. */
export function matchLanguage(tag: string): SupportedLanguage | null {
  const base = tag.trim().toLowerCase().split('-')[0];
  return isAppLanguage(base) ? base : null;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage can be blocked (private modes, sandboxed frames)
  }
}

export function storedLanguage(): SupportedLanguage | null {
  try {
    const value = storage()?.getItem(LANGUAGE_STORAGE_KEY);
    return isSupportedLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

export function storeLanguage(language: SupportedLanguage): void {
  try {
    storage()?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not kept for the next visit; this one still switches.
  }
}

/** The browser's languages in order of preference. */
function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages.length > 0 ? navigator.languages : [navigator.language];
}

export function detectLanguage(
  stored: SupportedLanguage | null = storedLanguage(),
  preferred: readonly string[] = browserLanguages(),
): SupportedLanguage {
  if (stored) return stored;
  for (const tag of preferred) {
    const language = matchLanguage(tag);
    if (language) return language;
  }
  return 'en';
}
