/**
 * Staff: the operators who run the platform from the console at /admin (docs/roles-and-permissions.md#staff,
 * decisions 035 and 036).
 */

/** Every action a staff member (or the server's shell) takes, as the audit log names it. */
export const STAFF_ACTIONS = [
  'staff.create',
  'quota.grant',
  'user.disable',
  'user.enable',
  'user.resend-invitation',
  'user.resend-verification',
  'job.unpublish',
  'job.restore',
  'claim.approve',
  'claim.decline',
] as const;
export type StaffAction = (typeof STAFF_ACTIONS)[number];

/** What an audit row's action was taken on. */
export const AUDIT_TARGET_TYPES = ['user', 'employer', 'job', 'organization', 'claim'] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

/**
 * How long a passed second factor opens the staff routes: a working day. After it the console asks
 * for a code again; the sign-in itself may go on (decision 035).
 */
export const SECOND_FACTOR_FRESH_HOURS = 12;

/**
 * Whether a second factor passed at `mfa` (the access token's claim, seconds since the epoch) still
 * opens the staff routes. The API's guard decides with it; the web app asks for a code with it
 * before the API would refuse.
 */
export function isSecondFactorFresh(mfa: number | undefined, now = Date.now()): boolean {
  if (mfa === undefined) return false;
  const ageMs = now - mfa * 1000;
  return ageMs >= -60_000 && ageMs <= SECOND_FACTOR_FRESH_HOURS * 3_600_000;
}

/** Recovery codes shown once when the second factor is turned on, each usable once. */
export const RECOVERY_CODE_COUNT = 10;

/** How long a staff invitation's set-password link works. */
export const STAFF_INVITATION_HOURS = 72;
