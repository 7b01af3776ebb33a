/**
 * The token of a job alert's one-click unsubscribe link (docs/decisions/023-saved-searches-and-alerts.md):
 * the client's id and an HMAC of it under the server's secret. Nothing is stored: every alert a
 * client was sent carries the same link, which works without signing in, and a token cannot be
 * made for another client without the secret.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

const PURPOSE = 'fairchance:job-alerts-unsubscribe:v1:';

const macOf = (secret: string, clientId: string) =>
  createHmac('sha256', secret)
    .update(PURPOSE + clientId)
    .digest()
    .subarray(0, 18);

/**
 * The client's id without dashes (32 hex digits) then the MAC (24 base64url characters): safe in a
 * path, and without a dot, so the web page's address never reads as a file to serve.
 */
export function unsubscribeTokenFor(secret: string, clientId: string): string {
  return `${clientId.replaceAll('-', '')}${macOf(secret, clientId).toString('base64url')}`;
}

/** The client a token names, or undefined when it is malformed or not signed by `secret`. */
export function clientIdOfUnsubscribeToken(secret: string, token: string): string | undefined {
  const match = /^([0-9a-f]{32})([A-Za-z0-9_-]{24})$/.exec(token);
  if (!match) return undefined;
  const hex = match[1]!;
  const clientId = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  const given = Buffer.from(match[2]!, 'base64url');
  const expected = macOf(secret, clientId);
  return given.length === expected.length && timingSafeEqual(given, expected)
    ? clientId
    : undefined;
}
