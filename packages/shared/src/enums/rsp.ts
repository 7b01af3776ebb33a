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

/**
 * What changed for a linked client (docs/rules.md#client-activity-and-notices): written by the
 * database as it happens; the e-mails name the first five.
 */
export const RSP_CLIENT_EVENT_KINDS = [
  'applied',
  'interview',
  'hired',
  'rejected',
  'notAFit',
  'withdrawn',
  'profileUpdated',
  'stoppedSharing',
] as const;
export type RspClientEventKind = (typeof RSP_CLIENT_EVENT_KINDS)[number];
export const RSP_CLIENT_EVENT_LABELS: Record<RspClientEventKind, string> = {
  applied: 'Applied',
  interview: 'Interview requested',
  hired: 'Hired',
  rejected: 'Rejected',
  notAFit: 'Not a fit',
  withdrawn: 'Withdrew an application',
  profileUpdated: 'Profile updated',
  stoppedSharing: 'Stopped sharing',
};
/** The changes the notice e-mails carry. */
export const RSP_MAILED_EVENT_KINDS = [
  'applied',
  'interview',
  'hired',
  'rejected',
  'notAFit',
] as const satisfies readonly RspClientEventKind[];

/** Why a client is on the "needs attention" list (docs/rules.md#the-attention-list). */
export const RSP_ATTENTION_REASONS = [
  'followUpDue',
  'interview',
  'inactive',
  'noApplication',
] as const;
export type RspAttentionReason = (typeof RSP_ATTENTION_REASONS)[number];
export const RSP_ATTENTION_REASON_LABELS: Record<RspAttentionReason, string> = {
  followUpDue: 'Follow-up due',
  interview: 'Interview coming',
  inactive: 'No activity for 14 days',
  noApplication: 'No application in 30 days',
};
/** Days without any change, and without an application, after which a client needs attention. */
export const RSP_INACTIVE_DAYS = 14;
export const RSP_NO_APPLICATION_DAYS = 30;

/** How a person is e-mailed their clients' changes. */
export const RSP_NOTICE_EMAILS = ['daily', 'immediate', 'off'] as const;
export type RspNoticeEmails = (typeof RSP_NOTICE_EMAILS)[number];
export const RSP_NOTICE_EMAIL_LABELS: Record<RspNoticeEmails, string> = {
  daily: 'Once a day, a summary',
  immediate: 'Each change as it happens',
  off: 'Never',
};
