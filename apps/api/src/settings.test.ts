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
});
