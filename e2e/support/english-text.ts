/**
 * Finds English interface text on a page shown in Spanish (docs/web-app.md#language): any
 * string of the English catalogue, value label or validation message that the Spanish ones do not
 * also use. Text marked with another `lang` (the language switch's "English") is left out.
 */
import { expect, type Page } from '@playwright/test';
import { SPANISH_LABELS, VALIDATION_MESSAGES } from '@fairchance/shared';
import { catalogues } from '../../apps/web/src/i18n/locales/catalogue.ts';

type Tree = unknown;

function strings(tree: Tree, into: string[] = []): string[] {
  if (typeof tree === 'string') into.push(tree);
  else if (tree && typeof tree === 'object')
    for (const value of Object.values(tree)) strings(value, into);
  return into;
}

const PLACEHOLDER = /\{\{\s*\w+\s*\}\}/g;
const MARKUP = /<\/?\w+>/g;

function validationTexts(sample: number): string[] {
  return Object.values(VALIDATION_MESSAGES).map((message) =>
    typeof message === 'function' ? message(sample) : String(message),
  );
}

function englishOnly(): { exact: Set<string>; patterns: RegExp[]; phrases: string[] } {
  const english = [...strings(catalogues.en), ...validationTexts(2), ...validationTexts(100)];
  const spanish = new Set([...strings(catalogues.es)]);
  for (const [en, es] of SPANISH_LABELS) {
    for (const [key, label] of Object.entries(en)) {
      english.push(label);
      if (es[key] !== undefined) spanish.add(es[key]);
    }
  }
  const exact = new Set<string>();
  const patterns: RegExp[] = [];
  const phrases: string[] = [];
  for (const raw of new Set(english)) {
    const text = raw.replace(MARKUP, '').trim();
    if (!text || spanish.has(raw) || spanish.has(text)) continue;
    const literal = text.replace(PLACEHOLDER, ' ').trim();
    if (!/[A-Za-z]{3}/.test(literal)) continue; // placeholders and punctuation only
    if (PLACEHOLDER.test(text)) {
      PLACEHOLDER.lastIndex = 0;
      const source = text
        .split(PLACEHOLDER)
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('.+');
      patterns.push(new RegExp(`^${source}$`));
    } else {
      exact.add(text);
      // Longer sentences are also looked for inside other text (a string split by markup).
      if (text.split(/\s+/).length >= 4) phrases.push(text);
    }
  }
  return { exact, patterns, phrases };
}

const ENGLISH = englishOnly();

/** Visible and screen-reader text of the page, its title, and its labelling attributes. */
async function pageTexts(page: Page): Promise<{ pieces: string[]; whole: string }> {
  return page.evaluate(() => {
    const pieces: string[] = [document.title];
    const inOtherLanguage = (element: Element | null) => {
      const lang = element?.closest('[lang]')?.getAttribute('lang') ?? 'es';
      return !lang.startsWith('es');
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, noscript, template')) continue;
      if (inOtherLanguage(parent)) continue;
      const text = node.textContent?.trim();
      if (text) pieces.push(text);
    }
    for (const element of document.body.querySelectorAll(
      '[aria-label], [placeholder], [title], img[alt]',
    )) {
      if (inOtherLanguage(element)) continue;
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = element.getAttribute(name)?.trim();
        if (value) pieces.push(value);
      }
    }
    return { pieces, whole: document.body.innerText };
  });
}

/** Fails with the English strings found, if any. */
export async function expectNoEnglish(page: Page): Promise<void> {
  const { pieces, whole } = await pageTexts(page);
  const found = new Set<string>();
  for (const piece of pieces) {
    if (ENGLISH.exact.has(piece) || ENGLISH.patterns.some((pattern) => pattern.test(piece)))
      found.add(piece);
  }
  for (const phrase of ENGLISH.phrases) if (whole.includes(phrase)) found.add(phrase);
  expect([...found], `English text on ${page.url()}`).toEqual([]);
}
