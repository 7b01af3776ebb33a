#!/usr/bin/env node
/**
 * What a phone downloads to show each main page: the built app is started as `npm start` starts
 * it (demo data, a temporary data folder, a free port), Chromium opens every page of issue 17
 * with a cold cache (signed in through the API where the page needs it), and the script bytes it
 * received are added up as they came over the wire (compressed). Run `npm run build` first.
 *
 * With --budget it fails when a page outgrows its budget (the `size` step of `npm test` runs it,
 * so a stray import of something heavy into a page is caught): the public pages and the signed-in
 * ones have their own (docs/PERFORMANCE.md#page-weight).
 *
 *   node scripts/web-size.mjs [--budget] [--files] [--gzip]
 *
 * --files lists each file a page loads; --gzip weighs what a browser that does not take brotli
 * downloads (the budgets are for brotli, what Chromium asks for).
 */
import { chromium } from 'playwright-core';
import {
  CHROMIUM,
  mainPages,
  SESSION_COOKIE,
  SESSION_STORAGE_KEY,
  startBuiltApp,
} from './lib/built-app.mjs';

const KIB = 1024;
/**
 * Compressed script bytes a page may make the browser download, by kind of page: a little above
 * what each weighed in brotli when these were set, with the forms' checks loaded on first use
 * (docs/PERFORMANCE.md#page-weight, docs/decisions/047-lean-sign-in.md: the landing page
 * 83.0 KiB, the sign-in and sign-up forms 104.2 and 114.7, the signed-in pages 147.7-173.3).
 * Issue 17 asks for 100 and 170 (gzip, which weighs 10-23 KiB more): the landing page and the
 * employer's dashboard are within them.
 */
const BUDGETS = { landing: 85 * KIB, form: 117 * KIB, 'signed-in': 176 * KIB };

const kib = (n) => `${(n / KIB).toFixed(1)} KiB`;
const showFiles = process.argv.includes('--files');
const asksGzip = process.argv.includes('--gzip');

/** Opens one page in a fresh context (a cold cache) and adds up what it downloaded. */
async function weigh(browser, baseURL, page) {
  // Chromium asks for brotli; --gzip makes it ask for gzip only, as an older browser would.
  const context = await browser.newContext({
    baseURL,
    ...(asksGzip ? { extraHTTPHeaders: { 'accept-encoding': 'gzip, deflate' } } : {}),
  });
  try {
    if (page.session) {
      await context.addCookies([{ name: SESSION_COOKIE, value: 'true', url: baseURL }]);
      await context.addInitScript(
        ([key, value]) => localStorage.setItem(key, value),
        [SESSION_STORAGE_KEY, JSON.stringify(page.session)],
      );
    }
    const tab = await context.newPage();
    const finished = [];
    tab.on('requestfinished', (request) => finished.push(request));
    await tab.goto(page.path, { waitUntil: 'networkidle' });
    // The page is shown once its heading is: everything it needed first has been asked for.
    await tab.locator('main h1').first().waitFor();
    await tab.waitForLoadState('networkidle');
    const landed = new URL(tab.url()).pathname.replace(/\/$/, '');
    if (landed !== page.path.replace(/\/$/, '')) {
      throw new Error(`${page.path} ended on ${landed}: the page was not shown.`);
    }
    const weight = { scripts: 0, scriptFiles: 0, styles: 0 };
    for (const request of finished) {
      const type = request.resourceType();
      if (type !== 'script' && type !== 'stylesheet') continue;
      const { responseBodySize } = await request.sizes();
      if (showFiles) {
        const encoding = (await request.response())?.headers()['content-encoding'] ?? 'none';
        console.log(
          `    ${new URL(request.url()).pathname} ${kib(responseBodySize)} (${encoding})`,
        );
      }
      if (type === 'script') {
        weight.scripts += responseBodySize;
        weight.scriptFiles += 1;
      } else {
        weight.styles += responseBodySize;
      }
    }
    return weight;
  } finally {
    await context.close();
  }
}

const started = Date.now();
const app = await startBuiltApp();
const overBudget = [];
try {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const pages = await mainPages(app.baseURL);
    console.log(
      `${'page'.padEnd(22)}${'path'.padEnd(34)}${'scripts'.padStart(8)}${'JS (compressed)'.padStart(17)}${'budget'.padStart(12)}${'CSS'.padStart(10)}`,
    );
    for (const page of pages) {
      const weight = await weigh(browser, app.baseURL, page);
      const budget = BUDGETS[page.kind];
      const over = weight.scripts > budget;
      if (over) overBudget.push({ page, weight, budget });
      console.log(
        `${page.name.padEnd(22)}${page.path.padEnd(34)}${String(weight.scriptFiles).padStart(8)}${kib(weight.scripts).padStart(17)}${kib(budget).padStart(12)}${kib(weight.styles).padStart(10)}${over ? '  OVER' : ''}`,
      );
    }
  } finally {
    await browser.close();
  }
} finally {
  await app.stop();
}
console.log(`Measured in ${((Date.now() - started) / 1000).toFixed(1)} s.`);

if (process.argv.includes('--budget')) {
  for (const { page, weight, budget } of overBudget) {
    console.error(
      `${page.path} makes the browser download ${kib(weight.scripts)} of scripts, over the ` +
        `${page.kind} budget of ${kib(budget)}: load the new code when it is needed (a lazy ` +
        'route, React.lazy, a dynamic import) or raise the budget on purpose.',
    );
  }
  if (overBudget.length > 0) process.exit(1);
  console.log('Every page is within its budget.');
}
