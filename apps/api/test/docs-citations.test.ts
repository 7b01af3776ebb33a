/**
 * The repository explains itself: comments cite the pages in docs/ (e.g.
 * `docs/rules.md#eligibility`), never documents a clone does not contain. This test reads the
 * folders below and fails on such a citation, and on a cited docs page or heading that does not
 * exist.
 *
 * Scope: apps/api, apps/web, packages/shared, e2e, scripts, bench, docs/decisions and
 * ARCHITECTURE.md.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const FOLDERS = [
  'apps/api',
  'apps/web',
  'packages/shared',
  'e2e',
  'scripts',
  'bench',
  'docs/decisions',
  'ARCHITECTURE.md',
];
const SKIP = new Set([
  'node_modules',
  'dist',
  'data',
  'drizzle',
  'test-results',
  'playwright-report',
]);
const EXTENSIONS = /\.(ts|tsx|mjs|js|md)$/;
const THIS_FILE = path.relative(ROOT, fileURLToPath(import.meta.url));
/** Citations of documents that are not in the repository. */
const FORBIDDEN = [/SPEC §/, /DESIGN §/, /ENUMS\.md/];

function filesUnder(relative: string): string[] {
  const absolute = path.join(ROOT, relative);
  if (!existsSync(absolute)) return [];
  const entries = readdirSafe(absolute);
  if (!entries) return EXTENSIONS.test(relative) ? [relative] : [];
  return entries.flatMap((entry) =>
    SKIP.has(entry) ? [] : filesUnder(path.join(relative, entry)),
  );
}

function readdirSafe(absolute: string): string[] | undefined {
  try {
    return readdirSync(absolute);
  } catch {
    return undefined;
  }
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9 _-]/g, '')
    .replace(/ /g, '-');
}

const anchorsByPage = new Map<string, Set<string>>();
function anchorsOf(page: string): Set<string> | undefined {
  if (!anchorsByPage.has(page)) {
    const absolute = path.join(ROOT, page);
    if (!existsSync(absolute)) return undefined;
    const headings = readFileSync(absolute, 'utf8')
      .split('\n')
      .filter((line) => /^#{1,6} /.test(line))
      .map((line) => slug(line.replace(/^#+ /, '')));
    anchorsByPage.set(page, new Set(headings));
  }
  return anchorsByPage.get(page);
}

const files = FOLDERS.flatMap(filesUnder).filter((file) => file !== THIS_FILE);

describe('citations of the documentation', () => {
  it('reads the folders it guards', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it('cites no document the repository does not contain', () => {
    const found = files.flatMap((file) =>
      readFileSync(path.join(ROOT, file), 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          FORBIDDEN.some((pattern) => pattern.test(line)) ? [`${file}:${index + 1}: ${line}`] : [],
        ),
    );
    expect(found).toEqual([]);
  });

  it('cites only docs pages and headings that exist', () => {
    const broken = files.flatMap((file) => {
      const text = readFileSync(path.join(ROOT, file), 'utf8');
      // `docs/rules.md#eligibility` in code, `](../rules.md#eligibility)` in a decision record.
      const citations = [
        ...text.matchAll(/\bdocs\/([a-z0-9-]+(?:\/[a-z0-9-]+)?\.md)(?:#([a-z0-9-]+))?/g),
        ...(file.startsWith('docs/decisions/')
          ? text.matchAll(/\]\(\.\.\/([a-z0-9-]+\.md)(?:#([a-z0-9-]+))?\)/g)
          : []),
      ];
      return citations.flatMap(([citation, page, anchor]) => {
        const anchors = anchorsOf(`docs/${page}`);
        if (!anchors) return [`${file}: ${citation} (no such page)`];
        if (anchor && !anchors.has(anchor)) return [`${file}: ${citation} (no such heading)`];
        return [];
      });
    });
    expect(broken).toEqual([]);
  });
});
