/**
 * Import cycles among the API's modules, type-only imports included. `npm run lint` runs this file
 * (it exits 1 on a cycle); apps/api/test/import-cycles.test.ts checks the same.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export const API_SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');

/** Every `.ts` module under `root` with the modules under `root` it imports (relative imports). */
export function readImportGraph(root: string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const file = path.join(dir, entry);
      if (statSync(file).isDirectory()) {
        if (entry !== 'node_modules') visit(file);
      } else if (entry.endsWith('.ts') && !entry.endsWith('.d.ts')) {
        const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
        const imports = importedFiles
          .map(({ fileName }) => fileName)
          .filter((name) => name.startsWith('.'))
          .map((name) => path.resolve(path.dirname(file), name))
          .filter((target) => target.startsWith(root) && existsSync(target));
        graph.set(file, imports);
      }
    }
  };
  visit(root);
  return graph;
}

/** Each cycle once, as the list of its modules relative to `root`. */
export function findImportCycles(graph: Map<string, string[]>, root: string): string[][] {
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') {
        cycles.push(stack.slice(stack.indexOf(next)).map((f) => path.relative(root, f)));
      } else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of [...graph.keys()].sort()) if (!state.has(file)) visit(file);
  return cycles;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const cycles = findImportCycles(readImportGraph(API_SRC), API_SRC);
  for (const cycle of cycles) console.error(`import cycle: ${[...cycle, cycle[0]].join(' > ')}`);
  if (cycles.length > 0) process.exit(1);
  console.log('apps/api/src: no import cycle');
}
