import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from '#web/app/router.tsx';
import { routeScreensOf } from './route-screens.ts';

const root = path.resolve(import.meta.dirname, '..');

/** Every route with a screen of its own: its whole path and its `lazy`. */
function lazyRoutes(list: RouteObject[], parent = ''): { path: string; route: RouteObject }[] {
  return list.flatMap((route) => {
    const here = route.index ? `${parent}/` : route.path ? `${parent}/${route.path}` : parent;
    const own =
      route.lazy && (route.path !== undefined || route.index) ? [{ path: here, route }] : [];
    return [...own, ...lazyRoutes(route.children ?? [], here)];
  });
}

describe("the screens read from the router's source", () => {
  it("are the router's own: every path with its screen, and the module that screen comes from", async () => {
    const scanned = routeScreensOf(await readFile(path.join(root, 'src/app/router.tsx'), 'utf8'));
    const actual = lazyRoutes(routes);
    expect(scanned.map((screen) => screen.path)).toEqual(actual.map((entry) => entry.path));
    expect(scanned.length).toBeGreaterThan(40);

    for (const [i, screen] of scanned.entries()) {
      const lazy = actual[i]!.route.lazy as () => Promise<{ Component: ComponentType }>;
      const { Component } = await lazy();
      const module = (await import(/* @vite-ignore */ path.join(root, screen.file))) as Record<
        string,
        unknown
      >;
      expect(Object.values(module), `${screen.path} → ${screen.file}`).toContain(Component);
      expect(screen.signedIn, screen.path).toBe(
        /^\/(client|employer|rsp|admin)\//.test(screen.path),
      );
    }
  });

  it('skips a lazy layout without a path, and a path without a screen', () => {
    const source = `
      { path: 'client', children: [
        { index: true, element: <Navigate to="/client/jobs" /> },
        { lazy: page(() => import('#web/routes/client/layout.tsx')), children: [
          { path: 'jobs', lazy: page(() => import('#web/routes/client/jobs.tsx')) },
        ] },
      ] },
      { path: 'login', lazy: page(() => import('#web/routes/auth/login.tsx')) },`;
    expect(routeScreensOf(source)).toEqual([
      { path: '/client/jobs', file: 'src/routes/client/jobs.tsx', signedIn: true },
      { path: '/login', file: 'src/routes/auth/login.tsx', signedIn: false },
    ]);
  });
});
