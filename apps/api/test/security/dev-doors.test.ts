/**
 * No development doors with real services: the mailbox (`/dev/*`) exists only in the embedded
 * development mode, and demo accounts (whose password is published) load on a real database only
 * when asked for.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { loadSettings } from '../../src/settings.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';

const SMTP = 'smtp://mailer:secret@smtp.example.org:587';
const PG = 'postgres://app@db.example.org:5432/fairchance';

describe('development routes', () => {
  it('are on only in the embedded development mode, or when DEV_ROUTES=true', () => {
    expect(loadSettings({}).devRoutes).toBe(true);
    expect(loadSettings({ NODE_ENV: 'test' }).devRoutes).toBe(true);
    expect(loadSettings({ SMTP_URL: SMTP }).devRoutes).toBe(false);
    expect(loadSettings({ NODE_ENV: 'production' }).devRoutes).toBe(false);
    expect(loadSettings({ SMTP_URL: SMTP, DATABASE_URL: PG }).devRoutes).toBe(false);
    expect(loadSettings({ SMTP_URL: SMTP, DEV_ROUTES: 'true' }).devRoutes).toBe(true);
    expect(loadSettings({ DEV_ROUTES: 'false' }).devRoutes).toBe(false);
  });

  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  for (const [name, env] of [
    ['SMTP_URL is set (NODE_ENV unset)', { SMTP_URL: SMTP }],
    ['NODE_ENV=production', { NODE_ENV: 'production' }],
  ] as const) {
    it(`answer 404 for every /dev path when ${name}`, async () => {
      const { devRoutes, env: nodeEnv } = loadSettings(env);
      t = await createTestApp({ devRoutes, env: nodeEnv });
      for (const url of ['/dev/mail', '/dev/mail/messages', '/dev/mail/some-id', '/dev/']) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(404);
        expect(res.body, url).not.toContain('outbox');
      }
    });
  }

  it('serve the mailbox in the embedded development mode', async () => {
    t = await createTestApp({ devRoutes: loadSettings({}).devRoutes });
    const res = await t.app.inject({ method: 'GET', url: '/dev/mail/messages' });
    expect(res.statusCode).toBe(200);
  });
});

describe('demo data', () => {
  it('loads by default only on the embedded database', () => {
    expect(loadSettings({}).demoData).toBe(true);
    expect(loadSettings({ DATABASE_URL: PG }).demoData).toBe(false);
    expect(loadSettings({ DATABASE_URL: PG, SMTP_URL: SMTP }).demoData).toBe(false);
    expect(loadSettings({ DATABASE_URL: PG, DEMO_DATA: 'true' }).demoData).toBe(true);
    expect(loadSettings({ DEMO_DATA: 'false' }).demoData).toBe(false);
  });
});
