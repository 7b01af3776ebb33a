/**
 * Staff: the second factor of their sign-in (decision 035) and the console's calls under
 * /v1/admin (docs/api.md#staff-console).
 */
import { z } from 'zod';
import { STAFF_REASON_MAX } from '../constants.ts';
import { USER_TYPES } from '../enums/auth.ts';
import { AUDIT_TARGET_TYPES, STAFF_ACTIONS } from '../enums/staff.ts';
import { requiredEnum, requiredString } from '../validation/fields.ts';
import { VALIDATION_MESSAGES as M } from '../validation/messages.ts';
import { TokenResponseSchema } from './auth.ts';
import { BeforePagingQuerySchema, CursorSchema, IdSchema, TimestampSchema } from './common.ts';

// ---- second factor ------------------------------------------------------------------------------

/** GET /v1/user/second-factor: whether the authenticator app is set up yet. */
export const SecondFactorStatusSchema = z.object({ isEnabled: z.boolean() });
export type SecondFactorStatus = z.infer<typeof SecondFactorStatusSchema>;

/**
 * POST /v1/user/second-factor/setup: a new secret, as text (to type into the app) and as the
 * otpauth:// address its QR code carries. It works only once confirmed with a code.
 */
export const SecondFactorSetupSchema = z.object({
  secret: z.string(),
  otpauthUri: z.string(),
});
export type SecondFactorSetup = z.infer<typeof SecondFactorSetupSchema>;

/**
 * A code from the authenticator app (six digits) or, on verify only, one of the recovery codes.
 * Spaces and dashes people type are kept: the server compares without them.
 */
export const SecondFactorCodeRequestSchema = z.object({ code: requiredString(40) });
export type SecondFactorCodeRequest = z.infer<typeof SecondFactorCodeRequestSchema>;

/**
 * POST /v1/user/second-factor/confirm: the second factor is on. The recovery codes are shown this
 * once (only their hashes are kept), and the sign-in starts again as one that passed it.
 */
export const SecondFactorEnabledSchema = z.object({
  recoveryCodes: z.array(z.string()),
  tokens: TokenResponseSchema,
});
export type SecondFactorEnabled = z.infer<typeof SecondFactorEnabledSchema>;

// ---- audit log ----------------------------------------------------------------------------------

/** Why a staff member acts: every console action asks for it, and the audit log keeps it. */
export const StaffReasonField = requiredString(STAFF_REASON_MAX);

/**
 * GET /v1/admin/audit-log: newest first, paged with `before`; each filter narrows (the period's
 * `from` and `to` are days, both included).
 */
export const AuditLogQuerySchema = BeforePagingQuerySchema.extend({
  action: z.enum(STAFF_ACTIONS).optional(),
  staffUserId: IdSchema.optional(),
  targetId: IdSchema.optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});
export type AuditLogQuery = z.infer<typeof AuditLogQuerySchema>;

export const AuditLogEntrySchema = z.object({
  id: IdSchema,
  createdAt: TimestampSchema,
  /** Null when the server's shell did it. */
  staff: z.object({ id: IdSchema, name: z.string(), email: z.string() }).nullable(),
  action: z.enum(STAFF_ACTIONS),
  targetType: z.enum(AUDIT_TARGET_TYPES),
  targetId: IdSchema,
  /** The target's name or e-mail as it is now; null when it is gone. */
  targetLabel: z.string().nullable(),
  reason: z.string(),
  /** What else the action recorded (e.g. a grant's amount), each value as text. */
  details: z.record(z.string(), z.string()).nullable(),
  cursor: CursorSchema,
});
export type AuditLogEntry = z.infer<typeof AuditLogEntrySchema>;

/** The body of every console action: why (kept in the audit log). */
export const StaffActionRequestSchema = z.object({ reason: StaffReasonField });
export type StaffActionRequest = z.infer<typeof StaffActionRequestSchema>;

/** What a console list searches: words of a name or e-mail (optional). */
const SearchField = z.string().trim().max(200).optional();

// ---- users --------------------------------------------------------------------------------------

/** GET /v1/admin/users: accounts found by e-mail or name, newest first. */
export const AdminUsersQuerySchema = BeforePagingQuerySchema.extend({
  q: SearchField,
  type: z.enum(USER_TYPES).optional(),
});
export type AdminUsersQuery = z.infer<typeof AdminUsersQuerySchema>;

export const AdminUserSchema = z.object({
  id: IdSchema,
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  type: z.enum(USER_TYPES),
  createdAt: TimestampSchema,
  /** Set while the account is disabled: it cannot sign in. */
  disabledAt: TimestampSchema.nullable(),
  /** A staff account whose owner has not chosen a password yet (its invitation can be resent). */
  isInvited: z.boolean(),
  /** A new e-mail waiting for its confirmation link (the link can be resent). */
  pendingEmail: z.string().nullable(),
  cursor: CursorSchema,
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

// ---- employers ----------------------------------------------------------------------------------

/** GET /v1/admin/employers: companies found by name or owner's e-mail, newest first. */
export const AdminEmployersQuerySchema = BeforePagingQuerySchema.extend({ q: SearchField });
export type AdminEmployersQuery = z.infer<typeof AdminEmployersQuerySchema>;

export const AdminEmployerSchema = z.object({
  id: IdSchema,
  name: z.string(),
  ownerEmail: z.string(),
  createdAt: TimestampSchema,
  jobsPosted: z.number().int(),
  jobsAvailable: z.number().int(),
  interviewRequestsUsed: z.number().int(),
  interviewRequestsAvailable: z.number().int(),
  cursor: CursorSchema,
});
export type AdminEmployer = z.infer<typeof AdminEmployerSchema>;

export const QUOTA_KINDS = ['jobs', 'interviewRequests'] as const;
export type QuotaKind = (typeof QUOTA_KINDS)[number];
export const QUOTA_GRANT_MAX = 1000;

/** POST /v1/admin/employers/{id}/grants: job posts or interview requests added, and why. */
export const GrantQuotaRequestSchema = z.object({
  kind: requiredEnum(QUOTA_KINDS),
  amount: z.coerce
    .number({ error: M.required })
    .int(M.pattern)
    .min(1, M.min(1))
    .max(QUOTA_GRANT_MAX, M.max(QUOTA_GRANT_MAX)),
  reason: StaffReasonField,
});
export type GrantQuotaRequest = z.infer<typeof GrantQuotaRequestSchema>;
export type GrantQuotaFormValues = z.input<typeof GrantQuotaRequestSchema>;

// ---- numbers ------------------------------------------------------------------------------------

export const NUMBERS_WEEKS_MAX = 52;

/** GET /v1/admin/numbers: the last `weeks` weeks (Monday to Sunday, UTC), this one included. */
export const AdminNumbersQuerySchema = z.object({
  weeks: z.coerce
    .number()
    .int(M.pattern)
    .min(1, M.min(1))
    .max(NUMBERS_WEEKS_MAX, M.max(NUMBERS_WEEKS_MAX))
    .default(12),
});
export type AdminNumbersQuery = z.infer<typeof AdminNumbersQuerySchema>;

export const AdminWeekSchema = z.object({
  /** The week's Monday, YYYY-MM-DD. */
  weekStart: z.string(),
  signUps: z.object({
    client: z.number().int(),
    employer: z.number().int(),
    rsp: z.number().int(),
  }),
  jobsPosted: z.number().int(),
  applications: z.number().int(),
  interviewRequests: z.number().int(),
  hires: z.number().int(),
});
export type AdminWeek = z.infer<typeof AdminWeekSchema>;

export const AdminNumbersSchema = z.object({
  weeks: z.array(AdminWeekSchema),
  /**
   * The applications made in the period, and how many of them reached an interview request and a
   * hire (so far): the funnel between them.
   */
  funnel: z.object({
    applications: z.number().int(),
    interviewRequests: z.number().int(),
    hires: z.number().int(),
  }),
});
export type AdminNumbers = z.infer<typeof AdminNumbersSchema>;
