import { hash, verify } from '@node-rs/argon2';

/** argon2id with OWASP's recommended minimums; hashing runs off the main thread. */
const OPTIONS = {
  algorithm: 2 /* Algorithm.Argon2id (a const enum) */ as const,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
