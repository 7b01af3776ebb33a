/**
 * The API's modules form no import cycle (type-only imports count too), and no feature imports
 * the app: services reach settings, the database and the media store through `src/context.ts`.
 * `npm run lint` runs the same check (apps/api/scripts/import-cycles.ts).
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_SRC as SRC, findImportCycles, readImportGraph } from '../scripts/import-cycles.ts';

describe('imports of apps/api/src', () => {
  const graph = readImportGraph(SRC);

  it('reads every module', () => {
    expect(graph.size).toBeGreaterThan(50);
  });

  it('form no cycle', () => {
    expect(findImportCycles(graph, SRC)).toEqual([]);
  });

  it('never reach the app from a feature', () => {
    const app = path.join(SRC, 'app.ts');
    const importers = [...graph]
      .filter(
        ([file, imports]) =>
          file.includes(`${path.sep}features${path.sep}`) && imports.includes(app),
      )
      .map(([file]) => path.relative(SRC, file));
    expect(importers).toEqual([]);
  });
});
