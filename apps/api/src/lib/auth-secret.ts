import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The secret that signs access tokens. From AUTH_SECRET when set (production, several processes);
 * otherwise generated once into DATA_DIR so sessions survive a restart on a single machine.
 */
export async function resolveAuthSecret(
  configured: string | undefined,
  dataDir: string,
): Promise<string> {
  if (configured) return configured;
  const file = path.resolve(dataDir, 'auth-secret');
  try {
    const existing = (await readFile(file, 'utf8')).trim();
    if (existing.length >= 32) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(48).toString('base64url');
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
