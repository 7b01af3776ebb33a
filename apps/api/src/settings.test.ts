import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { loadSettings } from './settings.ts';

describe('loadSettings', () => {
  it('works on a fresh machine with no settings at all', () => {
    const s = loadSettings({});
    expect(s).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: './data',
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      smtpUrl: undefined,
      s3: undefined,
      oauthClientId: 'web',
      oauthClientSecret: 'web',
      applicationDailyLimit: 3,
      employerFreeJobs: 3,
      employerFreeUncloaks: 3,
      loginFailuresPerAccountAddress: 10,
      loginFailuresPerAccount: 100,
      trustProxy: [],
      devRoutes: true,
      signupsPerAddressPerHour: 100,
      demoData: true,
    });
  });

  it('treats empty strings as missing', () => {
    const s = loadSettings({ PORT: '', DATABASE_URL: '', PUBLIC_URL: ' ' });
    expect(s.port).toBe(3000);
    expect(s.databaseUrl).toBeUndefined();
    expect(s.publicUrl).toBe('http://localhost:3000');
  });

  it('derives PUBLIC_URL from PORT and drops a trailing slash', () => {
    expect(loadSettings({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadSettings({ PUBLIC_URL: 'https://jobs.example.org/' }).publicUrl).toBe(
      'https://jobs.example.org',
    );
  });

  it('fails loudly, naming each bad setting', () => {
    expect(() => loadSettings({ PORT: 'eighty', DATABASE_URL: 'not a url' })).toThrow(
      /PORT[\s\S]*DATABASE_URL|DATABASE_URL[\s\S]*PORT/,
    );
    expect(() => loadSettings({ AUTH_SECRET: 'short' })).toThrow(
      /AUTH_SECRET must be at least 32 characters/,
    );
    expect(() => loadSettings({ S3_BUCKET: 'media' })).toThrow(/must be set together/);
  });

  describe('WEB_CONCURRENCY', () => {
    const postgres = { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/fairchance' };

    it('is one process by default, with a pool of 10 connections', () => {
      expect(loadSettings({})).toMatchObject({ webConcurrency: 1, databasePoolMax: 10 });
      expect(loadSettings({ ...postgres, WEB_CONCURRENCY: '' }).webConcurrency).toBe(1);
    });

    it('takes a count, or one worker per core for auto and 0', () => {
      expect(loadSettings({ ...postgres, WEB_CONCURRENCY: ' 4 ' }).webConcurrency).toBe(4);
      const cores = os.availableParallelism();
      expect(loadSettings({ ...postgres, WEB_CONCURRENCY: 'auto' }).webConcurrency).toBe(cores);
      expect(loadSettings({ ...postgres, WEB_CONCURRENCY: 'AUTO' }).webConcurrency).toBe(cores);
      expect(loadSettings({ ...postgres, WEB_CONCURRENCY: '0' }).webConcurrency).toBe(cores);
      expect(loadSettings({ ...postgres, DATABASE_POOL_MAX: '5' }).databasePoolMax).toBe(5);
    });

    it.each(['-1', '1.5', 'many', '65'])('refuses %s with what it accepts', (value) => {
      expect(() => loadSettings({ ...postgres, WEB_CONCURRENCY: value })).toThrow(
        'WEB_CONCURRENCY: WEB_CONCURRENCY must be "auto" or a whole number from 0 ("auto") to 64',
      );
    });

    it('refuses a pool of no connections', () => {
      expect(() => loadSettings({ ...postgres, DATABASE_POOL_MAX: '0' })).toThrow(
        'DATABASE_POOL_MAX must be at least 1',
      );
    });

    it('refuses more than one worker on PGlite, which is one process', () => {
      expect(() => loadSettings({ WEB_CONCURRENCY: '2' })).toThrow(
        'WEB_CONCURRENCY asks for 2 worker processes, which needs PostgreSQL (DATABASE_URL)',
      );
      expect(loadSettings({ WEB_CONCURRENCY: '1' }).webConcurrency).toBe(1);
    });
  });
});
