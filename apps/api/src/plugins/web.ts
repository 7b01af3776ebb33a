/**
 * Serves the built web app from the same process, with the SPA fallback: any path outside /api
 * that is not a file answers index.html, so deep links work. Unknown /api paths answer JSON 404.
 * Files go out as the build compressed them (`.br`, `.gz`); fingerprinted assets are cached for a
 * year, index.html is checked again on every visit (docs/decisions/032-fast-on-a-cheap-phone.md).
 * A screen's index.html names the script files its page needs (`route-preloads.json`, written by
 * the build: apps/web/build/route-preloads.ts), so that the browser fetches them as it reads the
 * page (docs/decisions/054-preloads-in-the-page.md).
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError, ROUTE_PRELOADS_FILE, SESSION_COOKIE_NAME } from '@fairchance/shared';
import { API_TEXT } from '../messages/index.ts';

/** index.html as it is, and compressed once for the browsers that ask. */
interface IndexHtml {
  identity: string;
  br: Buffer;
  gzip: Buffer;
}

function compressedPage(identity: string): IndexHtml {
  return {
    identity,
    br: brotliCompressSync(identity, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    }),
    gzip: gzipSync(identity, { level: constants.Z_BEST_COMPRESSION }),
  };
}

/** The build's list (apps/web/build/route-preloads.ts): a screen's path and its script files. */
const RoutePreloadsSchema = z.array(
  z.object({
    path: z.string().startsWith('/'),
    signedIn: z.boolean(),
    // Any name the bundler gives, but nothing that could end the link's attribute.
    files: z.array(z.string().regex(/^\/assets\/[^"'<>&\s\\]+\.js$/)),
  }),
);
type RoutePreloads = z.infer<typeof RoutePreloadsSchema>[number];

async function readRoutePreloads(file: string): Promise<RoutePreloads[]> {
  if (!existsSync(file)) return [];
  let parsed;
  try {
    parsed = RoutePreloadsSchema.safeParse(JSON.parse(await readFile(file, 'utf8')));
  } catch {
    parsed = undefined;
  }
  if (!parsed?.success) throw new Error(`${file} is not the list the web build writes.`);
  // As the router ranks them: a path's fixed segments before a parameter ('/rsp/case-managers/add'
  // before '/rsp/case-managers/:id'), whatever their order in the file.
  const params = (route: RoutePreloads) => route.path.split('/').filter((s) => s.startsWith(':'));
  return parsed.data.toSorted((a, b) => params(a).length - params(b).length);
}

/**
 * Whether `url`'s path is the route's, in any letter case as the router matches
 * ('/client/jobs/:id' matches '/Client/jobs/123/').
 */
function matchesRoute(routePath: string, url: string): boolean {
  const segments = (value: string) => value.toLowerCase().split('/').filter(Boolean);
  const route = segments(routePath);
  const asked = segments(url);
  return (
    route.length === asked.length &&
    route.every((segment, i) => segment.startsWith(':') || segment === asked[i])
  );
}

/** Whether the request carries the cookie the app sets with a session (`is.authenticated=true`). */
const hasSession = (request: FastifyRequest) =>
  (request.headers.cookie ?? '').split(';').some((part) => {
    const [name, value] = part.split('=', 2).map((side) => side.trim());
    return name === SESSION_COOKIE_NAME && value === 'true';
  });

/**
 * index.html for each screen: the plain page, and one per screen naming its script files as
 * `<link rel="modulepreload">` (made on the first visit, then kept). A signed-in area's page
 * names them only to a browser with a session (the `is.authenticated` cookie): another is sent to
 * sign in, and would fetch them for nothing.
 */
function indexPages(identity: string, routes: readonly RoutePreloads[]) {
  if (routes.length > 0 && !identity.includes('</head>')) {
    throw new Error("index.html has no </head> to name the screens' script files before.");
  }
  const plain = compressedPage(identity);
  const made = new Map<RoutePreloads, IndexHtml>();
  return (request: FastifyRequest, url: string): IndexHtml => {
    const route = routes.find((candidate) => matchesRoute(candidate.path, url));
    if (!route || route.files.length === 0 || (route.signedIn && !hasSession(request))) {
      return plain;
    }
    let page = made.get(route);
    if (!page) {
      const links = route.files
        .map((file) => `<link rel="modulepreload" crossorigin href="${file}">`)
        .join('\n    ');
      page = compressedPage(identity.replace('</head>', `  ${links}\n  </head>`));
      made.set(route, page);
    }
    return page;
  };
}

/** The encoding of index.html this request accepts best (the compression hook runs on routes only). */
function indexEncoding(request: FastifyRequest): 'br' | 'gzip' | undefined {
  const accepted = request.headers['accept-encoding'];
  const encoding = accepted ? negotiate(accepted, ['br', 'gzip']) : undefined;
  return encoding === 'br' || encoding === 'gzip' ? encoding : undefined;
}

export async function registerWeb(
  app: FastifyInstance,
  webDist: string | undefined,
): Promise<void> {
  const root = webDist ? path.resolve(webDist) : undefined;
  const indexFile = root ? path.join(root, 'index.html') : undefined;
  const hasWeb = Boolean(indexFile && existsSync(indexFile));

  if (hasWeb && root) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // Vite fingerprints everything under assets/, so those can be cached for a year.
      setHeaders(reply, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          reply.header('cache-control', 'public, max-age=31536000, immutable');
        }
      },
      preCompressed: true,
    });
  }
  const indexHtml =
    hasWeb && root && indexFile
      ? indexPages(
          await readFile(indexFile, 'utf8'),
          await readRoutePreloads(path.join(root, ROUTE_PRELOADS_FILE)),
        )
      : undefined;

  // Browsers ask for /favicon.ico on their own (e.g. when opening an image): point them at ours.
  app.get('/favicon.ico', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=86400').redirect('/favicon.svg', 301),
  );

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    // HEAD asks for what GET would answer, without the body (RFC 9110 §9.3.2): Node leaves the
    // body out of a HEAD answer, the status and headers stay the same.
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (url === '/api' || url.startsWith('/api/') || !isRead || !indexHtml) {
      // Thrown, so that the error handler answers it in the caller's language.
      throw new AppError('ResourceNotFound', API_TEXT.request.noSuchPath(request.method, url));
    }
    // Every real file has its own route (wildcard: false), so a path with an extension is missing.
    if (path.extname(url)) return reply.status(404).type('text/plain').send('Not found');
    const page = indexHtml(request, url);
    const encoding = indexEncoding(request);
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
    reply.header('vary', 'accept-encoding, cookie');
    if (!encoding) return reply.send(page.identity);
    return reply.header('content-encoding', encoding).send(page[encoding]);
  });
}
