import { describe, expect, it } from 'vitest';
import { detectLanguage, LANGUAGE_STORAGE_KEY, matchLanguage, storedLanguage } from './language.ts';

describe('language detection', () => {
  it('follows the browser on a first visit', () => {
    expect(detectLanguage(null, ['es-MX', 'en-US'])).toBe('es');
    expect(detectLanguage(null, ['fr-FR', 'es'])).toBe('es');
    expect(detectLanguage(null, ['en-US', 'es'])).toBe('en');
    expect(detectLanguage(null, ['fr-FR'])).toBe('en');
    expect(detectLanguage(null, [])).toBe('en');
  });

  it('prefers the choice made before', () => {
    expect(detectLanguage('en', ['es-US'])).toBe('en');
    expect(detectLanguage('es', ['en-US'])).toBe('es');
  });

  it('reads only a language it speaks from storage', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'es');
    expect(storedLanguage()).toBe('es');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'klingon');
    expect(storedLanguage()).toBeNull();
  });

  it('matches language tags by their language', () => {
    expect(matchLanguage('ES-419')).toBe('es');
    expect(matchLanguage('en')).toBe('en');
    expect(matchLanguage('pt-BR')).toBeNull();
  });
});
