/**
 * Staff: the second factor of their sign-in (decision 035) and the console's calls under
 * /v1/admin (docs/api.md#staff-console).
 */
import { z } from 'zod';
import { AUDIT_TARGET_TYPES, STAFF_ACTIONS } from '../enums/staff.ts';
import { requiredString } from '../validation/fields.ts';
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
export const StaffReasonField = requiredString(500);

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
  details: z.record(z.string(), z.unknown()).nullable(),
  cursor: CursorSchema,
});
export type AuditLogEntry = z.infer<typeof AuditLogEntrySchema>;
