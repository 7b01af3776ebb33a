/**
 * Compressed answers (docs/decisions/032-fast-on-a-cheap-phone.md): brotli or gzip, as the
 * browser asks, for every text answer of at least 1 KiB: the API's JSON, the app's index.html,
 * the API docs. The web app's files are compressed once, when it is built, and sent as they are
 * (`preCompressed` in plugins/web.ts); this hook leaves an answer that already has its encoding
 * alone. Images (uploads) are compressed already and their types are not compressible, so they
 * go out byte for byte.
 */
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Smaller answers gain less than the compression costs (a header, a round of zlib). */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/** Register before any route: Fastify gives the hook only to routes registered after it. */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    threshold: COMPRESSION_THRESHOLD_BYTES,
    // Browsers send br and gzip; zstd and deflate add nothing for them. The plugin's brotli runs
    // at quality 4 (about gzip's speed, a smaller answer), not the slow 11 of the build.
    encodings: ['br', 'gzip'],
    // Request bodies stay plain: a small compressed body could expand past the body limit.
    globalDecompression: false,
  });
}
