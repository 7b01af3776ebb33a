/**
 * A screen's index.html names the script files its page needs (docs/decisions/054-preloads-in-the-page.md):
 * the list the web build writes, matched on the path, and for a signed-in area only with a
 * session's cookie.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_PRELOADS_FILE } from '@fairchance/shared';
import { createTestApp, type TestApp } from './helpers/app.ts';

const INDEX_HTML = `<!doctype html><html><head><title>FairChance</title>
  </head><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`;
const ROUTE_PRELOADS = [
  { path: '/login', signedIn: false, files: ['/assets/login-1a.js'] },
  { path: '/client/jobs', signedIn: true, files: ['/assets/jobs-2b.js', '/assets/zod-3c.js'] },
  { path: '/client/jobs/:id', signedIn: true, files: ['/assets/job-4d.js'] },
  // A parameter listed before a fixed path: the fixed path still wins, as in the router.
  { path: '/rsp/case-managers/:id', signedIn: true, files: ['/assets/edit-5e.js'] },
  { path: '/rsp/case-managers/add', signedIn: true, files: ['/assets/add-6f.js'] },
];
const SESSION = { cookie: 'theme=dark; is.authenticated=true' };

const preloadsIn = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = await mkdtemp(path.join(os.tmpdir(), 'fc-web-'));
  await writeFile(path.join(webDist, 'index.html'), INDEX_HTML);
  await writeFile(path.join(webDist, ROUTE_PRELOADS_FILE), JSON.stringify(ROUTE_PRELOADS));
  t = await createTestApp({ webDist });
});
afterAll(async () => {
  await t.close();
  await rm(webDist, { recursive: true, force: true });
});

async function page(url: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url, headers });
  expect(res.statusCode, url).toBe(200);
  expect(res.headers['content-type'], url).toMatch(/^text\/html/);
  return res;
}

describe("a screen's index.html", () => {
  it("names the screen's files in its head, for a path with parameters too", async () => {
    const jobs = await page('/client/jobs', SESSION);
    expect(preloadsIn(jobs.body)).toEqual(['/assets/jobs-2b.js', '/assets/zod-3c.js']);
    expect(jobs.body.indexOf('modulepreload')).toBeLessThan(jobs.body.indexOf('</head>'));
    expect(jobs.headers.vary).toMatch(/cookie/);
    expect(jobs.headers['cache-control']).toBe('no-cache');

    for (const url of ['/client/jobs/123', '/client/jobs/123/', '/client/jobs/123?from=alert']) {
      expect(preloadsIn((await page(url, SESSION)).body), url).toEqual(['/assets/job-4d.js']);
    }
    // In any letter case, and a fixed segment before a parameter, as the router matches.
    expect(preloadsIn((await page('/Client/Jobs', SESSION)).body)).toHaveLength(2);
    expect(preloadsIn((await page('/rsp/case-managers/add', SESSION)).body)).toEqual([
      '/assets/add-6f.js',
    ]);
    expect(preloadsIn((await page('/rsp/case-managers/42', SESSION)).body)).toEqual([
      '/assets/edit-5e.js',
    ]);
    // HEAD answers as GET would, without the body.
    const head = await t.app.inject({ method: 'HEAD', url: '/client/jobs', headers: SESSION });
    expect(head.statusCode).toBe(200);
    expect(head.headers.vary).toMatch(/cookie/);
  });

  it("names a signed-in screen's files only to a browser with a session", async () => {
    expect(preloadsIn((await page('/client/jobs')).body)).toEqual([]);
    for (const cookie of [
      'is.authenticated=',
      'is.authenticated=true1',
      'xis.authenticated=true',
    ]) {
      expect(preloadsIn((await page('/client/jobs', { cookie })).body), cookie).toEqual([]);
    }
    // A page for everyone names them to everyone.
    expect(preloadsIn((await page('/login')).body)).toEqual(['/assets/login-1a.js']);
  });

  it('is the plain page for a path of no screen, and compressed like it', async () => {
    for (const url of ['/', '/client/jobs/1/2', '/somewhere']) {
      expect((await page(url, SESSION)).body, url).toBe(INDEX_HTML);
    }
    const compressed = await page('/client/jobs', { ...SESSION, 'accept-encoding': 'br' });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(preloadsIn(brotliDecompressSync(compressed.rawPayload).toString('utf8'))).toHaveLength(
      2,
    );
  });

  it('stops the start on a list the build did not write', async () => {
    const broken = await mkdtemp(path.join(os.tmpdir(), 'fc-web-'));
    try {
      await writeFile(path.join(broken, 'index.html'), INDEX_HTML);
      await writeFile(
        path.join(broken, ROUTE_PRELOADS_FILE),
        JSON.stringify([{ path: '/client', signedIn: true, files: ['https://elsewhere/x.js'] }]),
      );
      await expect(createTestApp({ webDist: broken })).rejects.toThrow(
        /route-preloads\.json is not the list the web build writes/,
      );
      // Nor a file that is not JSON at all.
      await writeFile(path.join(broken, ROUTE_PRELOADS_FILE), '[{"path": "/client"');
      await expect(createTestApp({ webDist: broken })).rejects.toThrow(
        /route-preloads\.json is not the list the web build writes/,
      );
    } finally {
      await rm(broken, { recursive: true, force: true });
    }
  });
});
