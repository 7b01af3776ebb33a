import type { ReactElement, ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppProviders } from '#web/app/providers.tsx';
import { createQueryClient } from '#web/app/query-client.ts';
import { routes } from '#web/app/router.tsx';

export function Providers({ children }: { children: ReactNode }) {
  return <AppProviders queryClient={createQueryClient()}>{children}</AppProviders>;
}

/** Renders the whole app (layout and every route) at a URL, as a visitor would see it. */
export function renderApp(url: string, options: { routes?: RouteObject[] } = {}) {
  const router = createMemoryRouter(options.routes ?? routes, { initialEntries: [url] });
  const user = userEvent.setup();
  const result = render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...result, router, user };
}

/** Renders an element inside the app's providers and a router at `url`. */
export function renderWithRouter(
  element: ReactElement,
  { url = '/', path = '*' }: { url?: string; path?: string } = {},
): RenderResult & {
  router: ReturnType<typeof createMemoryRouter>;
  user: ReturnType<typeof userEvent.setup>;
} {
  const router = createMemoryRouter([{ path, element }], { initialEntries: [url] });
  const user = userEvent.setup();
  const result = render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...result, router, user };
}
