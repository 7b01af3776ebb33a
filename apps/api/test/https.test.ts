/**
 * HTTPS served by the app itself (TLS_CERT_FILE and TLS_KEY_FILE, decision 053): HTTP/2 for
 * browsers that offer it and HTTP/1.1 for the others, on the same port, with a certificate made
 * for the test by openssl.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http2 from 'node:http2';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSettings } from '../src/settings.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'fc-tls-'));
const certFile = path.join(dir, 'cert.pem');
const keyFile = path.join(dir, 'key.pem');
// A certificate for 127.0.0.1, valid for a day.
execFileSync(
  'openssl',
  [
    'req',
    '-x509',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:prime256v1',
    '-nodes',
    '-keyout',
    keyFile,
    '-out',
    certFile,
    '-days',
    '1',
    '-subj',
    '/CN=127.0.0.1',
    '-addext',
    'subjectAltName=IP:127.0.0.1',
  ],
  { stdio: 'ignore' },
);

let t: TestApp;
let origin: string;

beforeAll(async () => {
  t = await createTestApp({ tls: { certFile, keyFile } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `https://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('HTTPS served by the app', () => {
  it('answers HTTP/2 to a client that offers it', async () => {
    const session = http2.connect(origin, { rejectUnauthorized: false });
    try {
      const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const request = session.request({ ':path': '/api/health', accept: 'application/json' });
        let status = 0;
        let body = '';
        request.on('response', (headers) => (status = Number(headers[':status'])));
        request.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
        request.on('end', () => resolve({ status, body }));
        request.on('error', reject);
        request.end();
      });
      expect(session.alpnProtocol).toBe('h2');
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body)).toMatchObject({ status: 'ok' });
    } finally {
      session.close();
    }
  });

  it('answers HTTP/1.1 on the same port to a client without HTTP/2', async () => {
    const answer = await new Promise<{ version: string; status: number; body: string }>(
      (resolve, reject) => {
        https
          .get(`${origin}/api/health`, { rejectUnauthorized: false }, (response) => {
            let body = '';
            response.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
            response.on('end', () =>
              resolve({ version: response.httpVersion, status: response.statusCode ?? 0, body }),
            );
          })
          .on('error', reject);
      },
    );
    expect(answer.version).toBe('1.1');
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ status: 'ok' });
  });
});

describe('TLS settings', () => {
  it('needs the certificate and its key together', () => {
    expect(() => loadSettings({ TLS_CERT_FILE: certFile })).toThrow(
      /TLS_KEY_FILE: TLS_CERT_FILE and TLS_KEY_FILE must be set together/,
    );
    expect(() => loadSettings({ TLS_KEY_FILE: keyFile })).toThrow(
      /TLS_CERT_FILE: TLS_CERT_FILE and TLS_KEY_FILE must be set together/,
    );
    expect(loadSettings({ TLS_CERT_FILE: certFile, TLS_KEY_FILE: keyFile })).toMatchObject({
      tls: { certFile, keyFile },
      publicUrl: 'https://localhost:3000',
    });
    expect(loadSettings({}).tls).toBeUndefined();
  });

  it('stops at start with the setting named when a file cannot be read', async () => {
    await expect(
      createTestApp({ tls: { certFile: path.join(dir, 'missing.pem'), keyFile } }),
    ).rejects.toThrow(/^TLS_CERT_FILE: cannot read .*missing\.pem/);
  });
});
