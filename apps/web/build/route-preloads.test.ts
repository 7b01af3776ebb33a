import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routePreloadsOf, type ChunkInfo } from './route-preloads.ts';

const root = '/app';
const id = (file: string) => path.join(root, file);

function chunk(fileName: string, imports: string[], module?: string, isEntry = false): ChunkInfo {
  return {
    fileName,
    imports,
    isEntry,
    facadeModuleId: module ? id(module) : null,
    moduleIds: module ? [id(module)] : [],
  };
}

const CHUNKS = [
  chunk('assets/index.js', ['assets/preact.js'], 'src/main.tsx', true),
  chunk('assets/preact.js', []),
  chunk('assets/zod.js', []),
  chunk('assets/schemas.js', ['assets/zod.js']),
  chunk('assets/jobs.js', ['assets/schemas.js', 'assets/preact.js'], 'src/routes/client/jobs.tsx'),
  chunk('assets/login.js', ['assets/preact.js', 'assets/form.js'], 'src/routes/auth/login.tsx'),
  chunk('assets/form.js', ['assets/login.js']),
  chunk('assets/session-api.js', ['assets/schemas.js'], 'src/lib/auth/session-api.ts'),
  chunk('assets/response-schemas.js', ['assets/users.js'], 'src/lib/api/response-schemas.ts'),
  chunk('assets/users.js', ['assets/zod.js']),
];

describe('routePreloadsOf', () => {
  it("names a screen's files and, in a signed-in area, the session's, less what index.html names", () => {
    const preloads = routePreloadsOf(
      CHUNKS,
      [
        { path: '/client/jobs', file: 'src/routes/client/jobs.tsx', signedIn: true },
        { path: '/login', file: 'src/routes/auth/login.tsx', signedIn: false },
      ],
      root,
    );
    expect(preloads).toEqual([
      {
        path: '/client/jobs',
        signedIn: true,
        files: [
          '/assets/jobs.js',
          '/assets/schemas.js',
          '/assets/zod.js',
          '/assets/session-api.js',
          '/assets/response-schemas.js',
          '/assets/users.js',
        ],
      },
      // A cycle of imports is followed once; the entry's preact is in index.html already.
      { path: '/login', signedIn: false, files: ['/assets/login.js', '/assets/form.js'] },
    ]);
  });

  it('stops the build when a screen has no chunk', () => {
    expect(() =>
      routePreloadsOf(
        CHUNKS,
        [{ path: '/client/gone', file: 'src/routes/client/gone.tsx', signedIn: true }],
        root,
      ),
    ).toThrow('No chunk of the build holds src/routes/client/gone.tsx.');
  });
});
