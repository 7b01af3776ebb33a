/**
 * Which screen module each path of the app loads, read from the router's source
 * (src/app/router.tsx): a route's `path` (or `index`) and the `import('#web/routes/…')` of its
 * `lazy`. The screens of a signed-in area live in that area's folder and its paths under
 * `/<area>/`; the others (auth, public) are top-level paths. `build/route-screens.test.ts` checks the
 * result against the router's own routes, screen by screen.
 */
export interface RouteScreen {
  /** The path as the router matches it: '/client/jobs/:id'. */
  path: string;
  /** The screen's module, from the app's root: 'src/routes/client/job.tsx'. */
  file: string;
  /** A screen of a signed-in area (client, employer, rsp, admin). */
  signedIn: boolean;
}

const TOKEN =
  /path: '([^']*)'|index: true|(element|Component):|import\('#web\/routes\/([\w-]+)\/([\w-]+)\.tsx'\)/g;
const TOP_LEVEL_FOLDERS = new Set(['auth', 'public']);

export function routeScreensOf(routerSource: string): RouteScreen[] {
  const screens: RouteScreen[] = [];
  // The path of the route being read, until its screen's import is found.
  let pending: string | undefined;
  for (const match of routerSource.matchAll(TOKEN)) {
    const [, path, rendered, folder, name] = match;
    if (rendered) {
      // A route that renders an element of its own (a guard, a redirect) has no screen to load.
      pending = undefined;
      continue;
    }
    if (folder === undefined || name === undefined) {
      pending = path ?? '';
      continue;
    }
    // A lazy route without a path of its own (a layout) is not a page.
    if (pending === undefined) continue;
    const signedIn = !TOP_LEVEL_FOLDERS.has(folder);
    screens.push({
      path: signedIn ? `/${folder}/${pending}` : `/${pending}`,
      file: `src/routes/${folder}/${name}.tsx`,
      signedIn,
    });
    pending = undefined;
  }
  return screens;
}
