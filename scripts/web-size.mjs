#!/usr/bin/env node
/**
 * Prints what the built web app makes a phone download before the first page shows: the entry
 * script, everything index.html preloads, and the CSS, raw and gzipped. Run `npm run build` first.
 *
 *   node scripts/web-size.mjs
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
