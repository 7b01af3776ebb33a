/**
 * Serves the built web app from the same process, with the SPA fallback: any path outside /api
 * that is not a file answers index.html, so deep links work. Unknown /api paths answer JSON 404.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
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
  const indexHtml = hasWeb && indexFile ? await readFile(indexFile, 'utf8') : undefined;

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
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(indexHtml);
  });
}
