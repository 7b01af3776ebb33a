/**
 * Reentry service provider (rsp) value lists (docs/data-model.md,
 * docs/roles-and-permissions.md, docs/rules.md).
 */

export const RSP_ROLES = ['owner', 'member'] as const;
export type RspRole = (typeof RSP_ROLES)[number];
export const RSP_ROLE_LABELS: Record<RspRole, string> = {
  owner: 'Owner',
  member: 'Member',
};

export const CASE_MANAGER_POSITIONS = [
  'hrDirector',
  'operationManager',
  'supervisor',
  'caseManager',
] as const;
export type CaseManagerPosition = (typeof CASE_MANAGER_POSITIONS)[number];
export const CASE_MANAGER_POSITION_LABELS: Record<CaseManagerPosition, string> = {
  hrDirector: 'HR Director',
  operationManager: 'Operations Manager',
  supervisor: 'Supervisor',
  caseManager: 'Case Manager',
};

/**
 * A client linked to an organization starts pending, then becomes active or closed
 * (docs/rules.md#service-provider-clients).
 */
export const RSP_CLIENT_STATUSES = ['pending', 'active', 'closed'] as const;
export type RspClientStatus = (typeof RSP_CLIENT_STATUSES)[number];
export const RSP_CLIENT_STATUS_LABELS: Record<RspClientStatus, string> = {
  pending: 'Pending',
  active: 'Active',
  closed: 'Closed',
};
