import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Conservative headers on every answer, set by @fastify/helmet. The CSP allows only this origin:
 * the app loads no third-party script, font or frame, so a person's data never leaves for another
 * host. Helmet's other headers are off, so answers carry exactly the headers listed here; a header
 * that a route sets itself wins over these.
 */
const CONTENT_SECURITY_POLICY = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    styleSrc: ["'self'", "'unsafe-inline'"],
    scriptSrc: ["'self'"],
    connectSrc: ["'self'"],
    fontSrc: ["'self'"],
    frameAncestors: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
  },
};

/** Helmet does not set this one. */
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=()';

/** The browsable API docs need their own inline scripts: their routes send no CSP. */
const DOCS_PREFIX = '/api/docs';

/**
 * Whether an answer from the API may hold someone's data: every /api answer but the docs. Those
 * that are public and cacheable (uploaded images) say so themselves and keep their own header.
 */
const isPrivateApiPath = (url: string) =>
  (url === '/api' || url.startsWith('/api/') || url.startsWith('/api?')) &&
  !url.startsWith(DOCS_PREFIX);

/** Registers the headers; call it before any route (the docs' routes included) is registered. */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  { publicUrl }: { publicUrl: string },
): Promise<void> {
  // Behind https (PUBLIC_URL is the address people use) the browser must never fall back to
  // http, for a year, subdomains too; on a plain-http address the header would be ignored at
  // best, so it is not sent.
  const isHttps = new URL(publicUrl).protocol === 'https:';
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith(DOCS_PREFIX)) {
      route.config = Object.assign(route.config ?? {}, {
        helmet: { contentSecurityPolicy: false },
      });
    }
  });
  await app.register(helmet, {
    contentSecurityPolicy: CONTENT_SECURITY_POLICY,
    xContentTypeOptions: true,
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    strictTransportSecurity: isHttps ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xPoweredBy: false,
    xXssProtection: false,
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (!reply.hasHeader('permissions-policy'))
      reply.header('permissions-policy', PERMISSIONS_POLICY);
    // Tokens, profiles and lists must not stay in a shared cache or the browser's back history.
    if (isPrivateApiPath(request.url) && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}
