/**
 * Compressed and cached answers (docs/decisions/032-fast-on-a-cheap-phone.md): the web app's
 * files as the build compressed them, index.html and the API's JSON compressed on the way out,
 * each with the cache header it needs.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { bearer, tokensFor } from './helpers/auth.ts';
import { createFullClient } from './helpers/factories.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Above the 1 KiB threshold, and compressible, like a real page. */
const INDEX_HTML = `<!doctype html><title>FairChance</title><div id="root"></div>${'<!-- padding -->'.repeat(100)}`;
const SCRIPT = `console.log(${JSON.stringify('a script of the app '.repeat(200))});`;
/** What the build writes beside the script: recognizable, so a test can tell which was sent. */
const SCRIPT_BR = brotliCompressSync(SCRIPT);
const SCRIPT_GZ = gzipSync(SCRIPT);

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = await mkdtemp(path.join(os.tmpdir(), 'fc-web-'));
  await writeFile(path.join(webDist, 'index.html'), INDEX_HTML);
  await mkdir(path.join(webDist, 'assets'));
  const script = path.join(webDist, 'assets', 'app-1a2b3c.js');
  await writeFile(script, SCRIPT);
  await writeFile(`${script}.br`, SCRIPT_BR);
  await writeFile(`${script}.gz`, SCRIPT_GZ);
  t = await createTestApp({ webDist });
});
afterAll(async () => {
  await t.close();
  await rm(webDist, { recursive: true, force: true });
});

/** The body of an answer, decoded as its content-encoding says. */
function decoded(res: { rawPayload: Buffer; headers: Record<string, unknown> }): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(res.rawPayload).toString('utf8');
  expect(encoding).toBeUndefined();
  return res.rawPayload.toString('utf8');
}

describe("the web app's files", () => {
  it('sends the brotli or gzip file the build wrote, cached for a year', async () => {
    const url = '/assets/app-1a2b3c.js';
    for (const [acceptEncoding, encoding, body] of [
      ['gzip, deflate, br, zstd', 'br', SCRIPT_BR],
      ['gzip, deflate', 'gzip', SCRIPT_GZ],
    ] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': acceptEncoding },
      });
      expect(res.statusCode, acceptEncoding).toBe(200);
      expect(res.headers['content-encoding'], acceptEncoding).toBe(encoding);
      expect(res.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
      expect(res.headers['cache-control']).toBe(IMMUTABLE);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.rawPayload.equals(body)).toBe(true);
    }
    const plain = await t.app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe(IMMUTABLE);
    expect(plain.body).toBe(SCRIPT);
  });

  it('compresses index.html, at / and as the fallback of every app path, never cached unchecked', async () => {
    for (const url of ['/', '/client/jobs', '/employer/jobs/123?status=applied']) {
      for (const [acceptEncoding, encoding] of [
        ['gzip, deflate, br', 'br'],
        ['gzip', 'gzip'],
        ['identity', undefined],
      ] as const) {
        const res = await t.app.inject({
          method: 'GET',
          url,
          headers: { 'accept-encoding': acceptEncoding },
        });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-type'], url).toMatch(/^text\/html/);
        expect(res.headers['cache-control'], url).toBe('no-cache');
        expect(res.headers['content-encoding'], `${url} ${acceptEncoding}`).toBe(encoding);
        expect(decoded(res), url).toBe(INDEX_HTML);
      }
    }
  });
});

describe("the API's answers", () => {
  it('compresses JSON above 1 KiB and leaves a small answer as it is', async () => {
    const { user } = await createFullClient(t.database.db);
    const tokens = await tokensFor(t.app, user.email);
    const headers = { ...bearer(tokens), 'accept-encoding': 'gzip, deflate, br' };

    const plain = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user',
      headers: bearer(tokens),
    });
    const profile = await t.app.inject({ method: 'GET', url: '/api/v1/user', headers });
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(profile.headers['content-encoding']).toBe('br');
    expect(profile.headers['cache-control']).toBe('no-store');
    expect(profile.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(decoded(profile))).toEqual(plain.json());

    const health = await t.app.inject({ method: 'GET', url: '/api/health', headers });
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toMatchObject({ status: 'ok' });
  });

  it('keeps error answers readable, compressed or not', async () => {
    const headers = { 'accept-encoding': 'gzip' };
    // Many wrong fields: a long list of details, above the threshold.
    const payload = Object.fromEntries(
      ['email', 'password', 'firstName', 'lastName', 'type', 'language'].map((k) => [k, 42]),
    );
    const big = await t.app.inject({ method: 'POST', url: '/api/v1/users', payload, headers });
    expect(big.statusCode).toBe(400);
    const body = JSON.parse(decoded(big)) as { code: string; details?: unknown[] };
    expect(body.code).toBe('InvalidRequest');
    expect(body.details?.length).toBeGreaterThan(1);

    const small = await t.app.inject({ method: 'GET', url: '/api/v1/nothing-here', headers });
    expect(small.statusCode).toBe(404);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ code: 'ResourceNotFound' });
  });

  it('streams the API docs compressed, whole', async () => {
    const url = '/api/docs/static/swagger-ui-bundle.js';
    const plain = await t.app.inject({ method: 'GET', url });
    const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(decoded(res)).toBe(plain.body);
  });
});
