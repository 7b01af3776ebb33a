import type { FastifyInstance } from 'fastify';

/**
 * Conservative headers on every answer. The CSP allows only this origin: the app loads no
 * third-party script, font or frame, so a person's data never leaves for another host.
 */
const HEADERS: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
  'cross-origin-opener-policy': 'same-origin',
  'content-security-policy': [
    "default-src 'self'",
    "img-src 'self' data: blob:",
    "style-src 'self' 'unsafe-inline'",
    "script-src 'self'",
    "connect-src 'self'",
    "font-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; '),
};

/** Browsers keep to https for a year, subdomains too, once they have seen it over https. */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Whether an answer from the API may hold someone's data: every /api answer but the docs. Those
 * that are public and cacheable (uploaded images) say so themselves and keep their own header.
 */
const isPrivateApiPath = (url: string) =>
  (url === '/api' || url.startsWith('/api/') || url.startsWith('/api?')) &&
  !url.startsWith('/api/docs');

export function registerSecurityHeaders(
  app: FastifyInstance,
  { publicUrl }: { publicUrl: string },
): void {
  // Behind https (PUBLIC_URL is the address people use) the browser must never fall back to
  // http; on a plain-http address the header would be ignored at best, so it is not sent.
  const isHttps = new URL(publicUrl).protocol === 'https:';
  app.addHook('onSend', async (request, reply, payload) => {
    for (const [name, value] of Object.entries(HEADERS)) {
      // The browsable API docs need their own inline scripts.
      if (name === 'content-security-policy' && request.url.startsWith('/api/docs')) continue;
      if (!reply.hasHeader(name)) reply.header(name, value);
    }
    if (isHttps && !reply.hasHeader('strict-transport-security')) {
      reply.header('strict-transport-security', HSTS);
    }
    // Tokens, profiles and lists must not stay in a shared cache or the browser's back history.
    if (isPrivateApiPath(request.url) && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}
