import { describe, expect, it } from 'vitest';
import { AREA_CATALOGUES } from './index.ts';
import { englishCatalogue, spanishCatalogue } from './locales/catalogue.ts';

/**
 * Spanish strings that may read exactly like the English ones: words both languages share, and
 * strings made only of placeholders. Keep it short: anything else identical is an untranslated
 * string.
 */
const SAME_IN_BOTH = new Set([
  'No',
  'Error',
  '{{title}} · {{product}}',
  '© {{year}} {{product}}',
  '{{start}} – {{end}}',
  '{{language}}: {{level}}',
  '{{name}}, {{date}}',
]);

type Tree = string | readonly Tree[] | { readonly [key: string]: Tree };

/** Every string of a catalogue by its path ('client.dashboard.title', 'home.steps.items.0.title'). */
function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const strings = new Map<string, string>();
  if (typeof tree === 'string') {
    strings.set(prefix, tree);
    return strings;
  }
  const entries: [string, Tree][] = Array.isArray(tree)
    ? tree.map((value: Tree, index) => [String(index), value])
    : Object.entries(tree);
  for (const [key, value] of entries)
    for (const [path, text] of flatten(value, prefix ? `${prefix}.${key}` : key))
      strings.set(path, text);
  return strings;
}

const english = flatten(englishCatalogue);
const spanish = flatten(spanishCatalogue);

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}|<\/?(\w+)>/g)].map((m) => m[0]).sort();

describe('the Spanish catalogue', () => {
  it('has a Spanish string for every English one, and nothing else', () => {
    const missing = [...english.keys()].filter((key) => !spanish.has(key));
    const extra = [...spanish.keys()].filter((key) => !english.has(key));
    expect(missing).toEqual([]);
    expect(extra).toEqual([]);
  });

  it('leaves no string empty or in English', () => {
    const problems: string[] = [];
    for (const [key, text] of english) {
      const translation = spanish.get(key) ?? '';
      if (text === '') continue; // deliberately empty in both (nothing to show)
      if (translation.trim() === '') problems.push(`${key}: empty`);
      else if (translation === text && !SAME_IN_BOTH.has(text)) problems.push(`${key}: "${text}"`);
    }
    expect(problems).toEqual([]);
  });

  it('keeps every placeholder and markup tag of the English string', () => {
    const problems: string[] = [];
    for (const [key, text] of english) {
      const translation = spanish.get(key) ?? '';
      if (placeholders(translation).join() !== placeholders(text).join())
        problems.push(`${key}: ${placeholders(text).join()} → ${placeholders(translation).join()}`);
    }
    expect(problems).toEqual([]);
  });

  it('has a Spanish file for every area, under the same names', async () => {
    for (const name of AREA_CATALOGUES) {
      const en = (await import(`./locales/en/${name}.ts`)) as Record<string, unknown>;
      const es = (await import(`./locales/es/${name}.ts`)) as Record<string, unknown>;
      expect(Object.keys(es).sort(), name).toEqual(Object.keys(en).sort());
      const catalogue: Record<string, unknown> = spanishCatalogue;
      for (const [key, strings] of Object.entries(es)) expect(catalogue[key]).toBe(strings);
    }
  });
});
