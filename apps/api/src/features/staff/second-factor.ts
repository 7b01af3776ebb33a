/**
 * The authenticator app's codes (TOTP, RFC 6238, with otplib) and recovery codes (decision 035).
 * The TOTP secret is kept encrypted (AES-256-GCM under a key derived from AUTH_SECRET), so a copy
 * of the database alone cannot make codes; recovery codes are kept as HMACs under the same secret.
 */
import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import { RECOVERY_CODE_COUNT } from '@fairchance/shared';

const ISSUER = 'FairChance Jobs';
/** One step either side of now: a phone's clock a little off still works. */
const EPOCH_TOLERANCE_SECONDS = 30;
const ENCRYPTION_VERSION = 'v1';

const keyOf = (authSecret: string) =>
  createHash('sha256').update(`staff-totp-secret:${authSecret}`).digest();

export function encryptSecret(secret: string, authSecret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(authSecret), iv);
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url'));
  return [ENCRYPTION_VERSION, ...parts].join('.');
}

export function decryptSecret(stored: string, authSecret: string): string {
  const [version, iv, tag, body] = stored.split('.');
  if (version !== ENCRYPTION_VERSION || !iv || !tag || !body) {
    throw new Error('The stored second-factor secret is not readable.');
  }
  const decipher = createDecipheriv('aes-256-gcm', keyOf(authSecret), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([
    decipher.update(Buffer.from(body, 'base64url')),
    decipher.final(),
  ]).toString('utf8');
}

export function newTotpSecret(email: string): { secret: string; otpauthUri: string } {
  const secret = generateSecret();
  return { secret, otpauthUri: generateURI({ issuer: ISSUER, label: email, secret }) };
}

/** What a person typed, without the spaces and dashes apps and printouts add. */
export const normalizeCode = (code: string) => code.replace(/[\s-]/g, '').toLowerCase();

export const isTotpCode = (code: string) => /^\d{6}$/.test(code);

/**
 * The time step of a valid TOTP code newer than `lastUsedStep`, or undefined. The caller still
 * stores the step atomically (queries.ts `useTimeStep`): that is what refuses a replay that races.
 */
export async function totpStep(
  secret: string,
  code: string,
  lastUsedStep: number | null,
): Promise<number | undefined> {
  const result = await verify({
    secret,
    token: code,
    epochTolerance: EPOCH_TOLERANCE_SECONDS,
    ...(lastUsedStep === null ? {} : { afterTimeStep: lastUsedStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : undefined;
}

/** 32 characters without i, l, o and 1, so every byte maps without bias. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz023456789';

/** Ten codes of ten characters (50 bits each), shown as `abcde-fghjk`. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = [...randomBytes(10)].map(
      (byte) => RECOVERY_ALPHABET[byte % RECOVERY_ALPHABET.length],
    );
    return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
  });
}

export const hashRecoveryCode = (code: string, authSecret: string) =>
  createHmac('sha256', authSecret)
    .update(`staff-recovery-code:${normalizeCode(code)}`)
    .digest('base64url');
