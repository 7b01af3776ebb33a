#!/usr/bin/env node
/**
 * Prints what the built web app makes a phone download before the first page shows: the entry
 * script, everything index.html preloads, and the CSS, raw and gzipped. Run `npm run build` first.
 * With --budget, fails when the first page outgrows FIRST_PAGE_BUDGET (the test suite runs it, so
 * a stray import of something heavy into the first page is caught).
 *
 *   node scripts/web-size.mjs [--budget]
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = path.resolve('apps/web/dist');
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const initial = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map(
  (m) => m[1],
);

const size = (file) => {
  const data = readFileSync(path.join(dist, file));
  return { raw: data.length, gzip: gzipSync(data, { level: 9 }).length };
};
/** Gzipped bytes the first page may weigh (it weighed 143.7 kB when this was set). */
const FIRST_PAGE_BUDGET = 150 * 1024;

const kb = (n) => `${(n / 1024).toFixed(1)} kB`;

let raw = 0;
let gzip = 0;
console.log('Loaded by the first page:');
for (const file of initial) {
  const s = size(file);
  raw += s.raw;
  gzip += s.gzip;
  console.log(`  ${file.padEnd(48)} ${kb(s.raw).padStart(10)} ${kb(s.gzip).padStart(10)} gz`);
}
console.log(`  ${'total'.padEnd(48)} ${kb(raw).padStart(10)} ${kb(gzip).padStart(10)} gz`);

const all = readdirSync(path.join(dist, 'assets')).filter((f) => f.endsWith('.js'));
const total = all.reduce((sum, f) => sum + size(`/assets/${f}`).gzip, 0);
console.log(`All scripts (every area, loaded on demand): ${all.length} files, ${kb(total)} gz`);

if (process.argv.includes('--budget')) {
  if (gzip > FIRST_PAGE_BUDGET) {
    console.error(
      `The first page weighs ${kb(gzip)} gz, over its budget of ${kb(FIRST_PAGE_BUDGET)}: ` +
        'load the new code with its area (a dynamic import) or raise the budget on purpose.',
    );
    process.exit(1);
  }
  console.log(`Within the first page's budget of ${kb(FIRST_PAGE_BUDGET)} gz.`);
}
