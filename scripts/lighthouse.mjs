#!/usr/bin/env node
/**
 * Lighthouse (mobile preset: a mid-range phone on a slow 4G network, simulated) on the main pages
 * of issue 17, against the built app started as `npm start` starts it: demo data, a temporary data
 * folder, a free port, and HTTPS with HTTP/2 as a deployment serves it (decision 053; `--http1`
 * measures plain HTTP/1.1, where the browser fetches six files at a time). Signed-in pages get the demo account's session first (signed in through
 * the API, stored as the sign-in form stores it), with the browser cache emptied before each run.
 * Each page runs several times (the machine is shared and noisy) and the table shows the run with
 * the median performance score. `npm run lighthouse` builds first; docs/PERFORMANCE.md has the
 * figures.
 *
 *   node scripts/lighthouse.mjs [--runs N] [--only home,sign-in,...] [--json FILE] [--reports DIR]
 *                               [--http1]
 *
 * --json writes the table's figures; --reports keeps each run's whole Lighthouse report (open it
 * in the Lighthouse viewer, or read `audits` for what to fix).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import {
  CHROMIUM,
  mainPages,
  SESSION_COOKIE,
  SESSION_STORAGE_KEY,
  startBuiltApp,
} from './lib/built-app.mjs';

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    only: { type: 'string' },
    json: { type: 'string' },
    reports: { type: 'string' },
    http1: { type: 'boolean', default: false },
  },
});
const runs = Number(options.runs);
if (options.reports) mkdirSync(options.reports, { recursive: true });
const only = options.only?.split(',').map((name) => name.trim());
const slug = (name) => name.replaceAll(' ', '-');

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** A run that Lighthouse itself could not complete (as opposed to a page that failed). */
class LighthouseRunError extends Error {}

/** Puts the session where the web app looks for it, on the app's origin, then empties the cache. */
async function prepare(page, baseURL, session) {
  // A file of the site, not the app: the app's scripts must not be cached by this visit.
  await page.goto(`${baseURL}/favicon.svg`);
  await page.evaluate(
    (key, value, cookie) => {
      if (value) localStorage.setItem(key, value);
      else localStorage.removeItem(key);
      globalThis.document.cookie = value
        ? `${cookie}=true; Max-Age=7776000; Path=/; SameSite=Lax`
        : `${cookie}=; Max-Age=0; Path=/`;
    },
    SESSION_STORAGE_KEY,
    session ? JSON.stringify(session) : '',
    SESSION_COOKIE,
  );
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
}

async function audit(browser, baseURL, target, run) {
  const page = await browser.newPage();
  try {
    await prepare(page, baseURL, target.session);
    const result = await lighthouse(
      `${baseURL}${target.path}`,
      {
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
        // The session lives in local storage: keep it (the cache was emptied above).
        disableStorageReset: true,
      },
      undefined,
      page,
    );
    const { lhr } = result;
    if (options.reports) {
      const file = path.join(options.reports, `${slug(target.name)}-${run + 1}.json`);
      writeFileSync(file, JSON.stringify(lhr));
    }
    if (lhr.runtimeError) throw new LighthouseRunError(`${target.path}: ${lhr.runtimeError.code}`);
    const landed = new URL(lhr.finalDisplayedUrl).pathname.replace(/\/$/, '');
    if (landed !== target.path.replace(/\/$/, '')) {
      throw new Error(`${target.path} ended on ${landed}: the page was not shown.`);
    }
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const audits = lhr.audits;
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcp: audits['first-contentful-paint'].numericValue,
      lcp: audits['largest-contentful-paint'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      // What moved, for a page over the CLS target.
      shifts: (audits['layout-shifts']?.details?.items ?? []).map(
        (item) => `${item.node?.selector ?? item.node?.snippet ?? '?'} (${item.score.toFixed(3)})`,
      ),
      failing: Object.values(audits)
        .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === 'binary')
        .map((a) => a.id),
    };
  } finally {
    await page.close();
  }
}

const median = (results) =>
  results.toSorted((a, b) => a.performance - b.performance)[Math.floor((results.length - 1) / 2)];

const app = await startBuiltApp({ https: !options.http1 });
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    // The certificate made for the run (scripts/lib/built-app.mjs).
    ...(options.http1 ? [] : ['--ignore-certificate-errors']),
  ],
});
const rows = [];
try {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const targets = (await mainPages(app.baseURL)).filter(
    (target) => !only || only.includes(slug(target.name)),
  );
  for (const target of targets) {
    const results = [];
    for (let run = 0, retries = 0; run < runs; run += 1) {
      try {
        results.push(await audit(browser, app.baseURL, target, run));
      } catch (error) {
        // Lighthouse sometimes loses the trace on a busy machine (NO_NAVSTART): run again.
        if (!(error instanceof LighthouseRunError) || retries >= 2) throw error;
        retries += 1;
        run -= 1;
        process.stderr.write(`${target.name}: ${error.message}; running again\n`);
      }
    }
    const picked = median(results);
    rows.push({ ...target, ...picked, allPerformance: results.map((r) => r.performance) });
    process.stderr.write(`${target.name}: ${results.map((r) => r.performance).join(', ')}\n`);
  }
  await browser.disconnect();
} finally {
  chrome.kill();
  await app.stop();
}

const ms = (n) => `${Math.round(n).toLocaleString('en-US')} ms`;
const header = [
  'page',
  'path',
  'perf (runs)',
  'a11y',
  'best pr.',
  'SEO',
  'FCP',
  'LCP',
  'TBT',
  'CLS',
];
const table = rows.map((r) => [
  r.name,
  r.path.replace(/[0-9a-f-]{36}/, ':id'),
  `${r.performance} (${r.allPerformance.join(', ')})`,
  String(r.accessibility),
  String(r.bestPractices),
  r.isPublic ? String(r.seo) : `(${r.seo})`,
  ms(r.fcp),
  ms(r.lcp),
  ms(r.tbt),
  r.cls.toFixed(3),
]);
const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i].length)));
const line = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
console.log(
  `Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile preset, ${options.http1 ? 'HTTP/1.1' : 'HTTPS with HTTP/2'}, ${runs} runs per page (median by performance)`,
);
console.log(line(header));
console.log(line(widths.map((w) => '-'.repeat(w))));
for (const row of table) console.log(line(row));
for (const r of rows.filter((row) => row.failing.length > 0)) {
  console.log(`${r.name}: failing audits: ${r.failing.join(', ')}`);
}
for (const r of rows.filter((row) => row.cls > 0.1)) {
  console.log(`${r.name}: layout shifts: ${r.shifts.join(', ')}`);
}
if (options.json) writeFileSync(options.json, JSON.stringify(rows, null, 2));
