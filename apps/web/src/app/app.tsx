import { RouterProvider } from 'react-router';
import { AppProviders } from './providers.tsx';
import { createAppRouter } from './router.tsx';

// One router for the page's lifetime (created once, outside React's render).
const router = createAppRouter();

export function App() {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
