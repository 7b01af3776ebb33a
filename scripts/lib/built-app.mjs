/**
 * The built web app, started the way `npm start` and the browser tests start it: one process on
 * its embedded defaults (PGlite in a fresh data folder) with the demo data, on a free port, in
 * production mode (as deployed: answers are not checked against their schemas a second time). Used by
 * the page-weight check (scripts/web-size.mjs) and the Lighthouse run (scripts/lighthouse.mjs).
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import tls from 'node:tls';

/** The demo accounts of apps/api/src/seed/demo-data.ts (README, "Demo accounts"). */
export const DEMO_PASSWORD = 'fairchance-demo';
export const DEMO_ACCOUNTS = {
  client: 'maria@demo.fairchance.example',
  employer: 'hiring@brewcitybuilders.demo.fairchance.example',
};

/** Where the web app keeps its session (apps/web/src/lib/api/session-store.ts). */
export const SESSION_STORAGE_KEY = 'fairchance.session';
export const SESSION_COOKIE = 'is.authenticated';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** A port nothing listens on now (the scripts and the bench start their servers on one). */
export async function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * A certificate for 127.0.0.1 made by openssl in `dir`, trusted by this process's `fetch` from
 * now on; a browser opening the app is told to accept it (Chromium's
 * `--ignore-certificate-errors`).
 */
function makeCertificate(dir) {
  const certFile = path.join(dir, 'cert.pem');
  const keyFile = path.join(dir, 'key.pem');
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes']
      .concat(['-keyout', keyFile, '-out', certFile, '-days', '1', '-subj', '/CN=127.0.0.1'])
      .concat(['-addext', 'subjectAltName=IP:127.0.0.1']),
    { stdio: 'ignore' },
  );
  tls.setDefaultCACertificates([
    ...tls.getCACertificates('default'),
    readFileSync(certFile, 'utf8'),
  ]);
  return { TLS_CERT_FILE: certFile, TLS_KEY_FILE: keyFile };
}

/**
 * Starts the app; `stop()` ends it and removes its data folder. Run `npm run build` first. With
 * `https`, the app serves HTTPS with HTTP/2 as a deployment does (decision 053), on a certificate
 * made for the run.
 */
export async function startBuiltApp({ https = false } = {}) {
  if (!existsSync(path.resolve('apps/web/dist/index.html'))) {
    throw new Error('apps/web/dist has no build: run `npm run build` first.');
  }
  const port = await freePort();
  const baseURL = `${https ? 'https' : 'http'}://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fc-built-app-'));
  const tlsFiles = https ? makeCertificate(dataDir) : {};
  const child = spawn(process.execPath, ['apps/api/src/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PUBLIC_URL: baseURL,
      DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
      ...tlsFiles,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) {
      rmSync(dataDir, { recursive: true, force: true });
      throw new Error(`The app stopped while starting:\n${stderr}`);
    }
    try {
      const res = await fetch(`${baseURL}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The app did not answer /api/health within 2 minutes:\n${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { baseURL, stop };
}

/** Signs a demo account in through the API: what the sign-in form stores. */
export async function signIn(baseURL, username) {
  const res = await fetch(`${baseURL}/api/v1/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      grantType: 'password',
      username,
      password: DEMO_PASSWORD,
      clientId: 'web',
      clientSecret: 'web',
    }),
  });
  if (!res.ok) throw new Error(`Signing ${username} in failed: ${res.status} ${await res.text()}`);
  const tokens = await res.json();
  const session = {
    accessToken: tokens.accessToken,
    refreshToken: tokens.refreshToken,
    expiresAt: Date.now() + tokens.expiresIn * 1000,
  };
  const get = async (url) => {
    const answer = await fetch(`${baseURL}/api${url}`, {
      headers: { authorization: `Bearer ${tokens.accessToken}` },
    });
    if (!answer.ok) throw new Error(`GET ${url} failed: ${answer.status} ${await answer.text()}`);
    return answer.json();
  };
  return { session, get };
}

/**
 * The main pages of issue 17, in the order they are measured: public ones, then the client's and
 * the employer's (a job the client may open; the employer's job with the most applicants).
 */
export async function mainPages(baseURL) {
  const client = await signIn(baseURL, DEMO_ACCOUNTS.client);
  const employer = await signIn(baseURL, DEMO_ACCOUNTS.employer);
  const [job] = await client.get('/v1/jobs?limit=1');
  const user = await employer.get('/v1/user');
  const employerJobs = await employer.get(`/v1/employers/${user.employer.id}/jobs`);
  const busiest = employerJobs.toSorted((a, b) => b.applicationsTotal - a.applicationsTotal)[0];
  return [
    { name: 'home', path: '/', kind: 'landing', isPublic: true },
    { name: 'sign in', path: '/login/', kind: 'form', isPublic: true },
    { name: 'sign up', path: '/signup/', kind: 'form', isPublic: true },
    { name: 'client dashboard', path: '/client/', kind: 'signed-in', session: client.session },
    { name: 'client jobs', path: '/client/jobs', kind: 'signed-in', session: client.session },
    {
      name: 'client job',
      path: `/client/jobs/${job.id}`,
      kind: 'signed-in',
      session: client.session,
    },
    {
      name: 'employer dashboard',
      path: '/employer/',
      kind: 'signed-in',
      session: employer.session,
    },
    {
      name: 'employer candidates',
      path: `/employer/jobs/${busiest.id}`,
      kind: 'signed-in',
      session: employer.session,
    },
  ];
}
