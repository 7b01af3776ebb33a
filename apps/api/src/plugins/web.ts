/**
 * Serves the built web app from the same process, with the SPA fallback: any path outside /api
 * that is not a file answers index.html, so deep links work. Unknown /api paths answer JSON 404.
 * Files go out as the build compressed them (`.br`, `.gz`); fingerprinted assets are cached for a
 * year, index.html is checked again on every visit (docs/decisions/032-fast-on-a-cheap-phone.md).
 */

/** index.html as it is, and compressed once at start for the browsers that ask. */
interface IndexHtml {
  identity: string;
  br: Buffer;
  gzip: Buffer;
}

async function readIndexHtml(file: string): Promise<IndexHtml> {
  const identity = await readFile(file, 'utf8');
  return {
    identity,
    br: brotliCompressSync(identity, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    }),
    gzip: gzipSync(identity, { level: constants.Z_BEST_COMPRESSION }),
  };
}

/** The encoding of index.html this request accepts best (the compression hook runs on routes only). */
function indexEncoding(request: FastifyRequest): 'br' | 'gzip' | undefined {
  const accepted = request.headers['accept-encoding'];
  const encoding = accepted ? negotiate(accepted, ['br', 'gzip']) : undefined;
  return encoding === 'br' || encoding === 'gzip' ? encoding : undefined;
}
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '@fairchance/shared';
import { API_TEXT } from '../messages/index.ts';

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
  const indexHtml = hasWeb && indexFile ? await readIndexHtml(indexFile) : undefined;

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
    const encoding = indexEncoding(request);
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
    reply.header('vary', 'accept-encoding');
    if (!encoding) return reply.send(indexHtml.identity);
    return reply.header('content-encoding', encoding).send(indexHtml[encoding]);
  });
}
