/** Query keys of the rsp area (docs/web-app.md#api-calls); lists refresh after every change. */
import type { RspClientFilters } from './get-rsp-clients.ts';

export const rspQueryKeys = {
  /** The caller's own claims of a known provider, asked before any organization is theirs. */
  organizationClaims: ['organization-claims'] as const,
  all: (rspId: string) => ['rsp', rspId] as const,
  organization: (rspId: string) => ['rsp', rspId, 'organization'] as const,
  caseManagers: (rspId: string) => ['rsp', rspId, 'case-managers'] as const,
  /** The case managers a client may be assigned to (the first 100). */
  caseManagerOptions: (rspId: string) => ['rsp', rspId, 'case-managers', 'options'] as const,
  caseManager: (rspId: string, userId: string) => ['rsp', rspId, 'case-managers', userId] as const,
  invitations: (rspId: string) => ['rsp', rspId, 'invitations'] as const,
  clients: (rspId: string) => ['rsp', rspId, 'clients'] as const,
  clientList: (rspId: string, filters: RspClientFilters) =>
    ['rsp', rspId, 'clients', 'list', filters] as const,
  clientStats: (rspId: string) => ['rsp', rspId, 'clients', 'stats'] as const,
  client: (rspId: string, clientId: string) => ['rsp', rspId, 'clients', 'one', clientId] as const,
  clientCheckIns: (rspId: string, clientId: string) =>
    ['rsp', rspId, 'clients', 'one', clientId, 'check-ins'] as const,
  /** Every check-in due or overdue across the caller's clients (the attention list's prompt). */
  dueCheckIns: (rspId: string) => ['rsp', rspId, 'check-ins', 'due'] as const,
  outcomesReport: (rspId: string, period: { from: string; to: string }) =>
    ['rsp', rspId, 'reports', 'outcomes', period] as const,
  /** The caller's notices; the nav's unread count reads the same answer. */
  notices: (rspId: string) => ['rsp', rspId, 'notices'] as const,
  noticeList: (rspId: string, unreadOnly: boolean) =>
    ['rsp', rspId, 'notices', 'list', { unreadOnly }] as const,
  noticeSettings: (rspId: string) => ['rsp', rspId, 'notice-settings'] as const,
};
