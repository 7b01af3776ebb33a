import { CALL_MESSAGES } from '@fairchance/shared';

/**
 * The claims of an access token the web app reads (docs/data-model.md: subject, expiry; and the
 * scopes).
 */
export interface AccessTokenClaims {
  sub: string;
  /** Seconds since the epoch. */
  exp: number;
  iat: number;
  /** Space-separated scopes. */
  scope: string;
  /** When the sign-in passed its second factor, seconds since the epoch (staff, decision 035). */
  mfa?: number;
}

/** docs/web-app.md#errors-and-messages: 'Invalid token specified'. */
export class InvalidTokenError extends Error {
  constructor() {
    super(CALL_MESSAGES.invalidToken);
    this.name = 'InvalidTokenError';
  }
}

function base64UrlDecode(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/**
 * Reads (does not verify: the server does) the payload of a JWT. Throws InvalidTokenError when the
 * token is not a JWT or lacks the claims the app needs.
 */
export function decodeAccessToken(token: string): AccessTokenClaims {
  const payload = typeof token === 'string' ? token.split('.')[1] : undefined;
  if (!payload) throw new InvalidTokenError();
  let claims: unknown;
  try {
    claims = JSON.parse(base64UrlDecode(payload));
  } catch {
    throw new InvalidTokenError();
  }
  if (typeof claims !== 'object' || claims === null) throw new InvalidTokenError();
  const { sub, exp, iat, scope, mfa } = claims as Record<string, unknown>;
  if (typeof sub !== 'string' || typeof exp !== 'number') throw new InvalidTokenError();
  return {
    sub,
    exp,
    iat: typeof iat === 'number' ? iat : exp,
    scope: typeof scope === 'string' ? scope : '',
    ...(typeof mfa === 'number' ? { mfa } : {}),
  };
}

export function scopesOf(scope: string | null | undefined): string[] {
  return (scope ?? '').split(' ').filter(Boolean);
}
