/**
 * WEB_CONCURRENCY: the real server (`node apps/api/src/main.ts`) as production starts
 * it. On PostgreSQL, two workers on one port, a killed worker replaced, SIGTERM stopping all; on
 * PGlite, more than one worker refused at start.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { databaseUrlFor } from './global-setup.ts';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const database = inject('testDatabase');

interface LogLine {
  pid: number;
  msg: string;
  workerPid?: number;
  responseTime?: number;
}

/** The server process with its stdout parsed into pino's JSON lines as they arrive. */
interface Server {
  child: ChildProcess;
  lines: LogLine[];
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function startServer(env: Record<string, string>): Server {
  const child = spawn(process.execPath, ['apps/api/src/main.ts'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: LogLine[] = [];
  let text = '';
  let pending = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    text += chunk;
    pending += chunk;
    const complete = pending.split('\n');
    pending = complete.pop() ?? '';
    for (const line of complete) {
      try {
        lines.push(JSON.parse(line) as LogLine);
      } catch {
        // not a log line
      }
    }
  });
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, lines, output: () => text, exited };
}

// A worker loads the whole app (TypeScript compiled as it loads): on a loaded 2-core machine, with
// other test steps beside it, starting two took more than 15 s once.
async function until<T>(what: string, server: Server, probe: () => T | undefined): Promise<T> {
  const deadline = Date.now() + 40_000;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline)
      throw new Error(`timed out waiting for ${what}:\n${server.output()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** One request on its own connection, so that the primary hands each to the next worker. */
function getHealth(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: '/api/health', agent: false }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      })
      .on('error', reject);
  });
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

if (database.kind === 'postgres') {
  describe('WEB_CONCURRENCY=2 on PostgreSQL', () => {
    const name = `${database.template}_cluster_${randomBytes(4).toString('hex')}`;
    let dataDir: string;
    let server: Server | undefined;

    beforeAll(async () => {
      const admin = new pg.Client({ connectionString: database.adminUrl });
      await admin.connect();
      // An empty database: the primary migrates it before forking.
      await admin.query(`create database ${name}`);
      await admin.end();
      dataDir = await mkdtemp(path.join(os.tmpdir(), 'fc-cluster-'));
    });

    afterAll(async () => {
      if (server && server.child.exitCode === null && server.child.signalCode === null) {
        server.child.kill('SIGKILL');
        await server.exited;
      }
      const admin = new pg.Client({ connectionString: database.adminUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
      await rm(dataDir, { recursive: true, force: true });
    });

    it('serves from two workers, replaces a killed one, and stops on SIGTERM', async () => {
      const port = await freePort();
      const s = startServer({
        NODE_ENV: 'production',
        LOG_LEVEL: 'info',
        DATABASE_URL: databaseUrlFor(database.adminUrl, name),
        WEB_CONCURRENCY: '2',
        DATA_DIR: dataDir,
        HOST: '127.0.0.1',
        PORT: String(port),
      });
      server = s;
      const listening = () =>
        s.lines.filter((l) => l.msg === 'worker listening').map((l) => l.workerPid!);
      const [first, second] = await until('two workers', s, () =>
        listening().length >= 2 ? listening() : undefined,
      );
      expect(first).not.toBe(second);
      const primary = s.child.pid!;
      expect([first, second]).not.toContain(primary);

      for (let i = 0; i < 6; i += 1) expect(await getHealth(port)).toBe(200);
      const served = await until('six requests logged', s, () => {
        const done = s.lines.filter((l) => l.msg === 'request completed');
        return done.length >= 6 ? new Set(done.map((l) => l.pid)) : undefined;
      });
      expect([...served].sort()).toEqual([first, second].sort());

      process.kill(first!, 'SIGKILL');
      const replacement = await until('a replacement worker', s, () => listening()[2]);
      expect([first, second, primary]).not.toContain(replacement);
      expect(s.lines.some((l) => l.msg === 'worker exited' && l.workerPid === first)).toBe(true);
      expect(await getHealth(port)).toBe(200);

      s.child.kill('SIGTERM');
      expect(await s.exited).toEqual({ code: 0, signal: null });
      expect([second, replacement].filter((pid) => isAlive(pid!))).toEqual([]);
      // About 10 s alone; the margin is for a busy machine (three starts of the server code).
    }, 120_000);
  });
} else {
  describe('WEB_CONCURRENCY on PGlite', () => {
    it('refuses more than one worker at start, saying why', async () => {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'fc-cluster-'));
      try {
        const s = startServer({
          NODE_ENV: 'production',
          WEB_CONCURRENCY: '2',
          DATA_DIR: dataDir,
          PORT: String(await freePort()),
        });
        expect(await s.exited).toEqual({ code: 1, signal: null });
        expect(s.output()).toContain(
          'WEB_CONCURRENCY asks for 2 worker processes, which needs PostgreSQL (DATABASE_URL)',
        );
      } finally {
        await rm(dataDir, { recursive: true, force: true });
      }
    });
  });
}
