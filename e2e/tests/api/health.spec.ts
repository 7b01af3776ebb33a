import { expect, test } from '@playwright/test';

test('the API answers ok on its embedded database', async ({ request }) => {
  const res = await request.get('/api/health');
  expect(res.ok()).toBe(true);
  expect(await res.json()).toEqual({ status: 'ok', database: 'pglite' });
});

test('unknown API paths answer JSON, not the web page', async ({ request }) => {
  const res = await request.get('/api/v1/does-not-exist');
  expect(res.status()).toBe(404);
  expect(await res.json()).toMatchObject({ code: 'ResourceNotFound' });
});

test('the OpenAPI document lists the routes', async ({ request }) => {
  const res = await request.get('/api/docs/json');
  expect(res.ok()).toBe(true);
  const doc = (await res.json()) as { paths: Record<string, unknown> };
  expect(Object.keys(doc.paths)).toContain('/api/health');
});
