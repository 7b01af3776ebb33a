/**
 * One process per PGlite data folder: a second server or the admin command on a folder in use
 * refuses to start with a clear message, instead of working on a copy and losing writes.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, openDatabase } from '../../src/db/client.ts';

const run = promisify(execFile);
const apiRoot = fileURLToPath(new URL('../..', import.meta.url));

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'fc-lock-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

/** Runs a command of the API package with DATA_DIR set; answers its exit code and output. */
async function runWithDataDir(script: string, args: string[]) {
  try {
    const { stdout, stderr } = await run(process.execPath, [script, ...args], {
      cwd: apiRoot,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', PORT: '0', LOG_LEVEL: 'silent' },
      timeout: 60_000,
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

describe('the PGlite data folder', () => {
  it('opens in one process at a time, and again once closed', async () => {
    const folder = path.join(dataDir, 'pglite');
    const first = await openDatabase({ pgliteDir: folder, migrate: false });
    try {
      await expect(openDatabase({ pgliteDir: folder, migrate: false })).rejects.toThrow(
        DataDirInUseError,
      );
      await expect(openDatabase({ pgliteDir: folder, migrate: false })).rejects.toThrow(
        /is in use by another process[\s\S]*DATABASE_URL/,
      );
    } finally {
      await first.close();
    }
    const again = await openDatabase({ pgliteDir: folder, migrate: false });
    await again.close();
  });

  it('refuses a second server and the admin command while one process has it', async () => {
    const held = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite'), migrate: false });
    try {
      const server = await runWithDataDir('src/main.ts', []);
      expect(server.code).not.toBe(0);
      expect(server.output).toContain('is in use by another process');

      const admin = await runWithDataDir('src/admin.ts', ['grant-jobs', 'x@example.org', '1']);
      expect(admin.code).toBe(1);
      expect(admin.output).toContain('is in use by another process');
      expect(admin.output).not.toMatch(/\n\s+at /); // a message, not a stack trace
    } finally {
      await held.close();
    }
  });
});
