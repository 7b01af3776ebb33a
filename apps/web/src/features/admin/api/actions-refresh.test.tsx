import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '#web/test/api-mock.ts';
import { useApproveOrganizationClaim } from './approve-organization-claim.ts';
import { useDeclineOrganizationClaim } from './decline-organization-claim.ts';
import { adminKeys } from './keys.ts';
import { useRestoreJob } from './restore-job.ts';
import { useUnpublishJob } from './unpublish-job.ts';

const ACTIONS = {
  'approving a claim': useApproveOrganizationClaim,
  'declining a claim': useDeclineOrganizationClaim,
  'unpublishing a job': useUnpublishJob,
  'restoring a job': useRestoreJob,
};

describe('a staff action', () => {
  it.each(Object.entries(ACTIONS))(
    '(%s), done or refused, refreshes every console list, the audit log included',
    async (_, useAction) => {
      // No handler: the API answers 404, and the lists are refreshed all the same.
      mockApi();
      const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
      const auditLog = adminKeys.auditLog({});
      queryClient.setQueryData(auditLog, { pages: [], pageParams: [] });
      const wrapper = ({ children }: { children: ReactNode }) => (
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      );
      const { result } = renderHook(() => useAction(), { wrapper });

      await act(async () => {
        await result.current
          .mutateAsync({ id: crypto.randomUUID(), reason: 'Checked.' })
          .catch(() => undefined);
      });
      expect(queryClient.getQueryState(auditLog)?.isInvalidated).toBe(true);
    },
  );
});
