/**
 * Outcomes after a hire and the reports for funders (docs/rules.md#outcomes-after-hire,
 * docs/rules.md#reports): the organization's check-ins at 30, 90 and 180 days, the client's own
 * check-in from an e-mailed link, and the figures of a period.
 */
import { z } from 'zod';
import { CHECK_IN_MILESTONES, NOTES_MAX_LENGTH } from '../constants.ts';
import { VALIDATION_MESSAGES as M } from '../validation/messages.ts';
import { isoDateField, optionalString } from '../validation/fields.ts';
import { IdSchema, TimestampSchema } from './common.ts';

// One literal of several values: an `enum` in JSON Schema, which the API's compiled serializer
// writes (a union of literals would be an `anyOf`, which it leaves to Zod).
const milestone = z.literal(CHECK_IN_MILESTONES, { error: M.pattern });
const requiredBoolean = z.boolean({ error: M.required });

/** Where a check-in stands: not due yet, due (within two weeks), overdue, or recorded. */
export const CHECK_IN_STATES = ['upcoming', 'due', 'overdue', 'recorded'] as const;
export type CheckInState = (typeof CHECK_IN_STATES)[number];

/** POST /v1/rsp/{rspId}/clients/{id}/check-ins: what the case manager recorded. */
export const CreateHireCheckInRequestSchema = z.object({
  applicationId: IdSchema,
  milestone,
  stillEmployed: requiredBoolean,
  hourlyWage: z
    .number({ error: M.pattern })
    .min(0, M.min(0))
    .max(1000, M.max(1000))
    .nullish()
    .transform((value) => value ?? null),
  hoursPerWeek: z
    .number({ error: M.pattern })
    .int(M.pattern)
    .min(0, M.min(0))
    .max(168, M.max(168))
    .nullish()
    .transform((value) => value ?? null),
  sameEmployer: requiredBoolean,
  notes: optionalString(NOTES_MAX_LENGTH).transform((value) => value ?? ''),
});
export type CreateHireCheckInRequest = z.input<typeof CreateHireCheckInRequestSchema>;
/** The same, as the API reads it once validated. */
export type HireCheckInValues = z.output<typeof CreateHireCheckInRequestSchema>;

export const HireCheckInRecordSchema = z.object({
  id: IdSchema,
  stillEmployed: z.boolean(),
  hourlyWage: z.number().nullable(),
  hoursPerWeek: z.number().int().nullable(),
  sameEmployer: z.boolean(),
  notes: z.string(),
  recordedBy: z.object({ firstName: z.string(), lastName: z.string() }).nullable(),
  createdAt: TimestampSchema,
});
export type HireCheckInRecord = z.infer<typeof HireCheckInRecordSchema>;

/** The client's own answer from the e-mailed link. */
export const ClientCheckInAnswerSchema = z.object({
  stillWorking: z.boolean(),
  needs: z.string().nullable(),
  answeredAt: TimestampSchema,
});

/** One milestone of one hire. */
export const HireCheckInSchema = z.object({
  milestone,
  dueAt: TimestampSchema,
  state: z.enum(CHECK_IN_STATES),
  record: HireCheckInRecordSchema.nullable(),
  clientAnswer: ClientCheckInAnswerSchema.nullable(),
});
export type HireCheckIn = z.infer<typeof HireCheckInSchema>;

/** GET /v1/rsp/{rspId}/clients/{id}/check-ins: the client's hires, each with its milestones. */
export const ClientHireSchema = z.object({
  applicationId: IdSchema,
  jobTitle: z.string(),
  employerName: z.string(),
  hiredAt: TimestampSchema,
  checkIns: z.array(HireCheckInSchema),
});
export type ClientHire = z.infer<typeof ClientHireSchema>;
export const ClientHireListSchema = z.array(ClientHireSchema);

/** GET /v1/rsp/{rspId}/check-ins/due: every check-in due or overdue, oldest due first. */
export const DueCheckInSchema = z.object({
  rspClientId: IdSchema,
  clientName: z.string(),
  caseManagerId: IdSchema.nullable(),
  applicationId: IdSchema,
  jobTitle: z.string(),
  employerName: z.string(),
  hiredAt: TimestampSchema,
  milestone,
  dueAt: TimestampSchema,
  state: z.enum(['due', 'overdue']),
});
export type DueCheckIn = z.infer<typeof DueCheckInSchema>;
export const DueCheckInListSchema = z.array(DueCheckInSchema);

/** The path of the client's e-mailed check-in link. */
export const CheckInTokenParamsSchema = z.object({ token: z.string().min(1).max(200) });

/** GET /v1/check-ins/{token}: what the page without sign-in shows. */
export const ClientCheckInSchema = z.object({
  firstName: z.string(),
  jobTitle: z.string(),
  employerName: z.string(),
  milestone,
  language: z.string(),
  isAnswered: z.boolean(),
});
export type ClientCheckIn = z.infer<typeof ClientCheckInSchema>;

/** POST /v1/check-ins/{token}: the client's answer. */
export const AnswerClientCheckInRequestSchema = z.object({
  stillWorking: requiredBoolean,
  needs: optionalString(NOTES_MAX_LENGTH),
});
export type AnswerClientCheckInRequest = z.input<typeof AnswerClientCheckInRequestSchema>;

// ---- reports ----------------------------------------------------------------------------------

/** GET /v1/rsp/{rspId}/reports/outcomes[.csv]: the period, its first and last day included. */
export const OutcomesReportQuerySchema = z
  .object({ from: isoDateField, to: isoDateField })
  .refine((period) => period.from <= period.to, { path: ['to'], error: M.endAfterStart });
export type OutcomesReportQuery = z.infer<typeof OutcomesReportQuerySchema>;

const count = z.number().int().min(0);
export const OutcomeFiguresSchema = z.object({
  clientsServed: count,
  applications: count,
  interviews: count,
  hires: count,
  /** Of the period's hires: checked in at 90 days, and of those still employed. */
  checkedIn90: count,
  employed90: count,
  checkedIn180: count,
  employed180: count,
  /** Of the period's hires checked in at 30 days: the median hourly wage then; null with none. */
  medianStartingWage: z.number().nullable(),
});
export type OutcomeFigures = z.infer<typeof OutcomeFiguresSchema>;

export const OutcomesReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  total: OutcomeFiguresSchema,
  byCaseManager: z.array(
    OutcomeFiguresSchema.extend({
      /** Null: the clients no one is assigned to. */
      caseManagerId: IdSchema.nullable(),
      name: z.string().nullable(),
    }),
  ),
  byCounty: z.array(OutcomeFiguresSchema.extend({ county: z.string().nullable() })),
});
export type OutcomesReport = z.infer<typeof OutcomesReportSchema>;
