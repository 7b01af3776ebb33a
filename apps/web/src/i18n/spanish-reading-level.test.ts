import { describe, expect, it } from 'vitest';
import { spanishCatalogue } from './locales/catalogue.ts';

/**
 * The Spanish interface reads at about grade 6: the Fernández Huerta index of its prose (the
 * Spanish counterpart of Flesch reading ease; 70–80 is "fairly easy", a 6th-grade reader) stays
 * at 70 or more, and no sentence runs past 25 words.
 */
const STRONG = /[aeoáéó]/;
const VOWEL = /[aeiouáéíóúü]/;
const WORD = /[A-Za-zÁÉÍÓÚÜÑáéíóúüñ]+/g;

/** Syllables of a Spanish word: vowel groups, split where two strong vowels or an accented í/ú meet. */
function syllables(word: string): number {
  const letters = word.toLowerCase().replace(/y$/, 'i');
  let count = 0;
  let previous = '';
  for (const letter of letters) {
    if (VOWEL.test(letter)) {
      const isHiatus =
        (STRONG.test(letter) && STRONG.test(previous)) || /[íú]/.test(letter + previous);
      if (!VOWEL.test(previous) || isHiatus) count += 1;
    }
    previous = letter;
  }
  return Math.max(1, count);
}

function strings(tree: unknown, into: string[] = []): string[] {
  if (typeof tree === 'string') into.push(tree);
  else if (tree && typeof tree === 'object')
    for (const value of Object.values(tree)) strings(value, into);
  return into;
}

const texts = strings(spanishCatalogue).map((text) =>
  text.replace(/\{\{\s*\w+\s*\}\}/g, 'x').replace(/<\/?\w+>/g, ''),
);
const sentences = texts.flatMap((text) => text.split(/(?<=[.!?])\s+/));
const wordsOf = (text: string) => text.match(WORD) ?? [];

describe('the Spanish reading level', () => {
  it('counts syllables as a reader says them', () => {
    const words = {
      que: 1,
      día: 2,
      ciudad: 2,
      empleo: 3,
      solicitud: 4,
      reintegración: 4,
      aéreo: 4,
      hay: 1,
    };
    for (const [word, count] of Object.entries(words)) expect(syllables(word), word).toBe(count);
  });

  it('is fairly easy (Fernández Huerta 70 or more) over every string of prose', () => {
    // Prose: strings of six words or more (labels and buttons would make it look easier).
    const prose = texts.filter((text) => wordsOf(text).length >= 6);
    let words = 0;
    let syllableCount = 0;
    let sentenceCount = 0;
    for (const text of prose) {
      const found = wordsOf(text);
      words += found.length;
      syllableCount += found.reduce((sum, word) => sum + syllables(word), 0);
      sentenceCount += Math.max(1, (text.match(/[.!?]+(\s|$)/g) ?? []).length);
    }
    // 206.84 − 0.60 × syllables per 100 words − 1.02 × words per sentence (Flesch's formula with
    // Spanish weights; the sentence term is the average sentence length, as in Flesch's).
    const index = 206.84 - 0.6 * ((syllableCount / words) * 100) - 1.02 * (words / sentenceCount);
    expect(prose.length).toBeGreaterThan(100);
    expect(
      index,
      `Fernández Huerta ${index.toFixed(1)} over ${words} words`,
    ).toBeGreaterThanOrEqual(70);
  });

  it('keeps every sentence to 25 words or fewer', () => {
    const long = sentences.filter((sentence) => wordsOf(sentence).length > 25);
    expect(long).toEqual([]);
  });
});
