import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * docs/web-app.md#shared-pieces-and-stylesheets: a class is styled by one area. An area's stylesheet
 * (features/<area>/**\/*.css) prefixes its own classes with its area; what several areas share
 * lives in a shared stylesheet (components/, styles/), which any area may adjust in context.
 */
const SRC = path.resolve(import.meta.dirname, '..');

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(full);
    return entry.name.endsWith('.css') ? [full] : [];
  });
}

/** The class names in a stylesheet's selectors (not in its declarations, comments or strings). */
export function selectorClasses(css: string): Set<string> {
  const text = css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/"[^"]*"|'[^']*'/g, '""')
    .replace(/\[[^\]]*\]/g, '[]');
  const classes = new Set<string>();
  for (const chunk of text.split('{').slice(0, -1)) {
    const prelude = chunk.slice(Math.max(chunk.lastIndexOf('}'), chunk.lastIndexOf(';')) + 1);
    if (prelude.trim().startsWith('@')) continue;
    for (const match of prelude.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) classes.add(match[1]!);
  }
  return classes;
}

function areaOf(file: string): string | null {
  const parts = path.relative(SRC, file).split(path.sep);
  return parts[0] === 'features' ? (parts[1] ?? null) : null;
}

describe('selectorClasses', () => {
  it('reads classes from selectors, inside media queries too, and nothing else', () => {
    const css = `/* .commented */
      .a, .b:hover > .c::after { margin: 0.5rem; background: url('x.y'); }
      @media (min-width: 48em) { .d[href$=".pdf"] { color: red; } }`;
    expect([...selectorClasses(css)].sort()).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('area stylesheets', () => {
  const files = cssFiles(SRC);
  const shared = new Set(
    files
      .filter((file) => areaOf(file) === null)
      .flatMap((file) => [...selectorClasses(readFileSync(file, 'utf8'))]),
  );

  it('define no class in two areas', () => {
    const areasOf = new Map<string, Set<string>>();
    for (const file of files) {
      const area = areaOf(file);
      if (!area) continue;
      for (const name of selectorClasses(readFileSync(file, 'utf8'))) {
        if (shared.has(name)) continue;
        areasOf.set(name, (areasOf.get(name) ?? new Set()).add(area));
      }
    }
    const clashes = [...areasOf]
      .filter(([, areas]) => areas.size > 1)
      .map(([name, areas]) => `.${name}: ${[...areas].sort().join(', ')}`)
      .sort();
    expect(clashes).toEqual([]);
  });
});
