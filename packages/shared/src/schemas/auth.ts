/** Token endpoint /v1/oauth/token (docs/api.md#endpoints, docs/api.md). */
import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from '../constants.ts';
import { TOKEN_TYPE } from '../enums/auth.ts';
import { currentPasswordField, requiredString } from '../validation/fields.ts';

const clientCredentials = {
  clientId: requiredString(100),
  clientSecret: requiredString(200),
};

/**
 * Sign-in. The username is the e-mail; it is not checked as an address here so that a typo
 * answers "Invalid username/password" rather than revealing a rule.
 */
export const PasswordGrantRequestSchema = z.object({
  grantType: z.literal('password'),
  username: requiredString(EMAIL_MAX_LENGTH).toLowerCase(),
  password: currentPasswordField,
  ...clientCredentials,
});
export type PasswordGrantRequest = z.infer<typeof PasswordGrantRequestSchema>;

export const RefreshTokenGrantRequestSchema = z.object({
  grantType: z.literal('refresh_token'),
  refreshToken: requiredString(1000),
  ...clientCredentials,
});
export type RefreshTokenGrantRequest = z.infer<typeof RefreshTokenGrantRequestSchema>;

/** POST body, told apart by `grantType`. */
export const TokenRequestSchema = z.discriminatedUnion('grantType', [
  PasswordGrantRequestSchema,
  RefreshTokenGrantRequestSchema,
]);
export type TokenRequest = z.infer<typeof TokenRequestSchema>;

export const TokenResponseSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  tokenType: z.literal(TOKEN_TYPE),
  /** Seconds until the access token expires. */
  expiresIn: z.number().int().positive(),
});
export type TokenResponse = z.infer<typeof TokenResponseSchema>;

/** DELETE body: the refresh token to revoke with the session, if the caller has it. */
export const RevokeTokenRequestSchema = z.object({
  refreshToken: z.string().max(1000).optional(),
});
export type RevokeTokenRequest = z.infer<typeof RevokeTokenRequestSchema>;

/** GET answer and the decoded access token: subject (the user id), expiry and scopes. */
export const SessionClaimsSchema = z.object({
  sub: z.string(),
  /** Expiry, seconds since the epoch (JWT `exp`). */
  exp: z.number().int(),
  iat: z.number().int(),
  /** Space-separated scopes. */
  scope: z.string(),
  /**
   * When this sign-in passed its second factor, seconds since the epoch (staff only, decision
   * 035); absent before.
   */
  mfa: z.number().int().optional(),
});
export type SessionClaims = z.infer<typeof SessionClaimsSchema>;
