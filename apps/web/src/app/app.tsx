import { RouterProvider } from 'react-router';
import type { createAppRouter } from './router.tsx';
import { AppProviders } from './providers.tsx';

/** The app around its one router (created once for the page's lifetime, by main.tsx). */
export function App({ router }: { router: ReturnType<typeof createAppRouter> }) {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
