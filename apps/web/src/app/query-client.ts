import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // The API client retries idempotent calls itself (docs/api.md#endpoints); do not retry
        // twice.
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
