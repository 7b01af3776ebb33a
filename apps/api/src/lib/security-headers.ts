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

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    for (const [name, value] of Object.entries(HEADERS)) {
      // The browsable API docs need their own inline scripts.
      if (name === 'content-security-policy' && request.url.startsWith('/api/docs')) continue;
      if (!reply.hasHeader(name)) reply.header(name, value);
    }
    return payload;
  });
}
