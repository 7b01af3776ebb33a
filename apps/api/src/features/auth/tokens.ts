/**
 * Access tokens: short-lived HS256 JWTs whose subject is the user id and whose `scope` carries the
 * user's scopes (docs/api.md#access-tokens). Verification pins the algorithm, issuer, audience and
 * expiry.
 */
import { createHash, randomBytes } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';
import { AppError } from '@fairchance/shared';
import { API_TEXT } from '../../messages/index.ts';

export const TOKEN_AUDIENCE = 'fairchance-api';
const ALGORITHM = 'HS256';

export interface AccessClaims {
  sub: string;
  scope: string;
  iat: number;
  exp: number;
  /** The refresh-token family (one sign-in); logout revokes it. */
  sid: string;
  /**
   * When the sign-in passed its second factor, seconds since the epoch (staff only, decision 035);
   * absent before. `staffOnly` (features/staff/guard.ts) reads it.
   */
  mfa?: number;
}

export interface TokenSigner {
  sign(claims: {
    sub: string;
    scope: string;
    sid: string;
    mfa?: number | undefined;
  }): Promise<{ token: string; expiresIn: number }>;
  /** `ignoreExpiry` is for sign-out only: an expired token may still end its session. */
  verify(token: string, options?: { ignoreExpiry?: boolean }): Promise<AccessClaims>;
}

/** How many verified access tokens a process remembers (about 1 KiB each). */
const VERIFIED_TOKENS = 10_000;

const expired = () => new AppError('Unauthorized', API_TEXT.auth.tokenExpired);

export function createTokenSigner(options: {
  secret: string;
  issuer: string;
  lifetimeSeconds: number;
}): TokenSigner {
  // Imported once: given the raw bytes, jose imports a new CryptoKey on every sign and verify,
  // a WebCrypto call of its own on every signed-in request (issue 11).
  const key = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(options.secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  // Tokens this process verified, by their whole text (signature included), until they expire
  // (issue 11): jose checks an HMAC through WebCrypto, a seventh of a signed-in read's CPU. A
  // token read again is the same bytes, already proved; only its expiry is checked again here.
  // Whether its sign-in is still alive is checked on every request all the same (authenticate.ts).
  const verified = new LRUCache<string, AccessClaims>({ max: VERIFIED_TOKENS });
  return {
    async sign({ sub, scope, sid, mfa }) {
      const token = await new SignJWT(mfa === undefined ? { scope, sid } : { scope, sid, mfa })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(sub)
        .setIssuer(options.issuer)
        .setAudience(TOKEN_AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${options.lifetimeSeconds}s`)
        .setJti(randomBytes(9).toString('base64url'))
        .sign(await key);
      return { token, expiresIn: options.lifetimeSeconds };
    },
    async verify(token, verifyOptions) {
      const known = verifyOptions?.ignoreExpiry ? undefined : verified.get(token);
      if (known) {
        // jose's test: expired once `exp` is not after now, in whole seconds.
        if (known.exp <= Math.floor(Date.now() / 1000)) {
          verified.delete(token);
          throw expired();
        }
        return known;
      }
      try {
        const { payload } = await jwtVerify(token, await key, {
          algorithms: [ALGORITHM],
          issuer: options.issuer,
          audience: TOKEN_AUDIENCE,
          ...(verifyOptions?.ignoreExpiry ? { clockTolerance: 400 * 86_400 } : {}),
        });
        if (
          typeof payload.sub !== 'string' ||
          typeof payload.scope !== 'string' ||
          typeof payload.sid !== 'string' ||
          typeof payload.exp !== 'number' ||
          typeof payload.iat !== 'number' ||
          (payload.mfa !== undefined && typeof payload.mfa !== 'number')
        ) {
          throw new AppError('Unauthorized', API_TEXT.auth.tokenInvalid);
        }
        const claims: AccessClaims = Object.freeze({
          sub: payload.sub,
          scope: payload.scope,
          sid: payload.sid,
          exp: payload.exp,
          iat: payload.iat,
          ...(typeof payload.mfa === 'number' ? { mfa: payload.mfa } : {}),
        });
        const lifetimeMs = claims.exp * 1000 - Date.now();
        if (!verifyOptions?.ignoreExpiry && lifetimeMs > 0) {
          verified.set(token, claims, { ttl: lifetimeMs });
        }
        return claims;
      } catch (error) {
        if (error instanceof AppError) throw error;
        if (error instanceof errors.JWTExpired) throw expired();
        throw new AppError('Unauthorized', API_TEXT.auth.tokenInvalid);
      }
    },
  };
}

/** Opaque secrets (refresh and reset tokens) are stored only as their SHA-256. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');
export const newOpaqueToken = () => randomBytes(32).toString('base64url');
