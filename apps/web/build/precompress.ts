/**
 * A Vite plugin that writes a `.br` and a `.gz` beside every text file of the build, once, at the
 * strongest settings: the server sends them as they are (`preCompressed` in
 * apps/api/src/plugins/web.ts) instead of compressing each answer again
 * (docs/decisions/032-fast-on-a-cheap-phone.md).
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** What is worth compressing: scripts, styles, markup, icons and data, never images or fonts. */
const TEXT_FILE = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest|xml)$/;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && TEXT_FILE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'fairchance:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = await filesUnder(outDir);
      await Promise.all(
        files.map(async (file) => {
          const data = await readFile(file);
          const [br, gz] = await Promise.all([
            brotli(data, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
              },
            }),
            gzipAsync(data, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          // A file too small to gain is sent as it is.
          if (br.length < data.length) await writeFile(`${file}.br`, br);
          if (gz.length < data.length) await writeFile(`${file}.gz`, gz);
        }),
      );
    },
  };
}
