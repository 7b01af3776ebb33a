import { rm } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { createTestApp, useTestApp } from './helpers/app.ts';
import { testDatabaseKind } from './helpers/database.ts';

const t = useTestApp();

describe('GET /api/health', () => {
  it('answers ok with the database in use', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: testDatabaseKind() });
  });

  it('answers 503 in the error shape when the database is down', async () => {
    const down = await createTestApp();
    await down.database.close();
    try {
      const res = await down.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.json()).toEqual({
        code: 'ServiceUnavailable',
        message: 'The database cannot be reached right now. Please try again in a moment.',
      });
    } finally {
      await down.app.close();
      await rm(down.settings.dataDir, { recursive: true, force: true });
    }
  });

  it('sets the security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });
});

describe('unknown API paths', () => {
  it('answer a JSON 404 in the error shape, never the web page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toEqual({
      code: 'ResourceNotFound',
      message: 'No such path: GET /api/v1/nothing-here',
    });
  });
});

describe('OpenAPI document', () => {
  it('is served at /api/docs/json and lists the routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toContain('/api/health');
  });

  it('has a browsable page at /api/docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });
});

describe('favicon', () => {
  it('sends a browser asking for /favicon.ico to the SVG icon', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/favicon.ico' });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/favicon.svg');
  });
});
