/**
 * How the build groups the modules that the first page does not need into chunks
 * (docs/decisions/040-fewer-files-per-screen.md). Left to itself the bundler makes one chunk per
 * set of screens that share a module: a signed-in screen then loads 50-60 small files, and a
 * phone on HTTP/1.1 fetches them six at a time, one round trip each. Grouped, a screen loads its
 * own small chunk and a few larger ones: the libraries, the shared schemas, the interface pieces
 * and its area's code.
 *
 * Modules that the entry (main.tsx) imports statically stay where the bundler puts them (the entry
 * chunk), so the home page does not load a group for one module of it.
 */
import path from 'node:path';
import type { Rolldown } from 'vite';

type ChunkingContext = Parameters<Rolldown.CodeSplittingNameFunction>[1];

const ENTRY = path.resolve(import.meta.dirname, '../src/main.tsx');

/** The area folders of `src/features`: each becomes one chunk of its own. */
const AREA =
  /[\\/]apps[\\/]web[\\/]src[\\/]features[\\/](client|employer|rsp|admin|auth|marketing)[\\/]/;
/** The interface pieces and helpers that screens of every area share. */
const UI = /[\\/]apps[\\/]web[\\/]src[\\/](components|hooks|lib|config|features[\\/]jobs)[\\/]/;
/** The i18n helpers, not the strings (each language's area file loads on its own). */
const I18N = /[\\/]apps[\\/]web[\\/]src[\\/]i18n[\\/][^\\/]+$/;
const SHARED = /[\\/]packages[\\/]shared[\\/]src[\\/]/;
/**
 * The shared modules the layout and the session use (in the entry chunk). The entry imports the
 * shared package through its index, which names every module, so these are listed rather than
 * found: a module missing here moves the whole shared chunk into the home page, which the size
 * step of `npm test` refuses.
 */
const SHARED_IN_ENTRY =
  /[\\/]packages[\\/]shared[\\/]src[\\/](index|constants|errors|errors-es|enums[\\/]staff|i18n[\\/]languages|i18n[\\/]localize)\.ts$/;
/** Zod, but for the two modules `lib/zod-jitless.ts` configures in the entry. */
const ZOD = /[\\/]node_modules[\\/]zod[\\/](?!v4[\\/]core[\\/](util|core)\.js$)/;
/** The two-factor QR code is for staff only: it stays with the screen that draws it. */
const LIBRARY = /[\\/]node_modules[\\/](?!qrcode[\\/])/;

const isShared = (id: string) => (SHARED.test(id) && !SHARED_IN_ENTRY.test(id)) || ZOD.test(id);

/** Every module the entry reaches through static imports, computed once per build. */
function entryModules(ctx: ChunkingContext): Set<string> {
  const seen = new Set<string>();
  const queue = [ENTRY];
  while (queue.length > 0) {
    const id = queue.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * The groups, most shared first: a group also takes the modules its modules import, so the
 * libraries and the shared schemas are captured before the code that uses them.
 */
export function chunkGroups(): Rolldown.CodeSplittingGroup[] {
  let entry: Set<string> | undefined;
  const group = (name: string, test: (id: string) => boolean, priority: number) => ({
    debugName: name,
    priority,
    name: (id: string, ctx: ChunkingContext) => {
      entry ??= entryModules(ctx);
      return !entry.has(id) && test(id) ? name : null;
    },
  });
  const areaGroups = ['client', 'employer', 'rsp', 'admin', 'auth', 'marketing'].map((area) =>
    group(`area-${area}`, (id) => AREA.exec(id)?.[1] === area, 10),
  );
  return [
    // The shared package and Zod, without the entry's few: most forms and every answer use them.
    { debugName: 'shared', priority: 50, name: 'shared', test: isShared },
    group('libraries', (id) => LIBRARY.test(id), 40),
    group('interface', (id) => UI.test(id) || I18N.test(id), 20),
    ...areaGroups,
  ];
}
