/**
 * A Vite plugin that writes `route-preloads.json` beside index.html: for each screen's path, the
 * script files its page needs beyond those index.html names (for a signed-in area, the session's
 * code too). The server names them in that page's index.html as `<link rel="modulepreload">`
 * (apps/api/src/plugins/web.ts), so the browser fetches them while it reads the page instead of
 * after the app's first script has run, and the app's loader, finding them there, adds no link of
 * its own: for `/client/jobs` it added 55, one task of 100 ms and more on a phone
 * (docs/decisions/054-preloads-in-the-page.md).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import { ROUTE_PRELOADS_FILE } from '@fairchance/shared';
import { routeScreensOf, type RouteScreen } from './route-screens.ts';

/** Loaded by every signed-in page: the session's calls and the schemas their answers are read with. */
const SESSION_MODULES = ['src/lib/auth/session-api.ts', 'src/lib/api/response-schemas.ts'];

/** What is read of a chunk of the bundle. */
export interface ChunkInfo {
  fileName: string;
  imports: string[];
  isEntry: boolean;
  facadeModuleId: string | null;
  moduleIds: string[];
}

/** A path of the app and the script files its page needs beyond what index.html names. */
export interface RoutePreloads {
  /** As the router matches it: '/client/jobs/:id'. */
  path: string;
  /** Sent only with a session (the `is.authenticated` cookie): else the page sends to sign-in. */
  signedIn: boolean;
  files: string[];
}

/**
 * For each screen: the files of its static import closure (and, in a signed-in area, of the
 * session's modules), less what index.html already preloads (the entry's closure), in the order
 * they are found.
 */
export function routePreloadsOf(
  chunks: readonly ChunkInfo[],
  screens: readonly RouteScreen[],
  root: string,
): RoutePreloads[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (start: ChunkInfo): string[] => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const dependency of byFile.get(file)?.imports ?? []) visit(dependency);
    };
    visit(start.fileName);
    return [...seen];
  };
  const chunkOf = (file: string): ChunkInfo => {
    const id = path.join(root, file);
    const chunk =
      chunks.find((c) => c.facadeModuleId === id) ?? chunks.find((c) => c.moduleIds.includes(id));
    if (!chunk) throw new Error(`No chunk of the build holds ${file}.`);
    return chunk;
  };
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('The build has no entry chunk.');
  const inIndexHtml = new Set(closure(entry));
  const session = SESSION_MODULES.flatMap((file) => closure(chunkOf(file)));
  return screens.map((screen) => ({
    path: screen.path,
    signedIn: screen.signedIn,
    files: [...new Set([...closure(chunkOf(screen.file)), ...(screen.signedIn ? session : [])])]
      .filter((file) => !inIndexHtml.has(file))
      .map((file) => `/${file}`),
  }));
}

export function routePreloads(): Plugin {
  let root = '';
  return {
    name: 'fairchance:route-preloads',
    apply: 'build',
    // After Vite's own plugins: its CSS plugin drops the chunks that held only styles.
    enforce: 'post',
    configResolved(config) {
      root = config.root;
    },
    async generateBundle(_options, bundle) {
      const screens = routeScreensOf(await readFile(path.join(root, 'src/app/router.tsx'), 'utf8'));
      const chunks = Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [file] : []));
      const preloads = routePreloadsOf(chunks, screens, root);
      // A file named but not written would be a failed fetch on every visit.
      const missing = preloads
        .flatMap((route) => route.files)
        .find((file) => !bundle[file.slice(1)]);
      if (missing) this.error(`${ROUTE_PRELOADS_FILE} names ${missing}, which the build has not.`);
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_PRELOADS_FILE,
        source: `${JSON.stringify(preloads, null, 1)}\n`,
      });
    },
  };
}
