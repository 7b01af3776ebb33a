/**
 * Applications: POST /v1/jobs/{id}/applications, the employer's applicant list and detail, and
 * PATCH of an application's status (docs/data-model.md#application,
 * docs/rules.md#application-statuses, docs/api.md#endpoints).
 */
import { z } from 'zod';
import { LIST_MAX_ITEMS, NOTES_MAX_LENGTH } from '../constants.ts';
import { CloakedClientProfileSchema } from '../cloaking.ts';
import { APPLICATION_STATUSES, EMPLOYER_SETTABLE_STATUSES } from '../enums/job.ts';
import { EXPERIENCE_SKILLS } from '../enums/profile.ts';
import { requiredEnum, requiredString } from '../validation/fields.ts';
import { VALIDATION_MESSAGES as M } from '../validation/messages.ts';
import {
  CursorSchema,
  IdSchema,
  PagingQuerySchema,
  QuestionAnswerRequestSchema,
  QuestionAnswerSchema,
  refuseQueryKeys,
  SinceQuerySchema,
  TimestampSchema,
} from './common.ts';

/**
 * Apply: one answer per job question, each required, at most 1000 characters (docs/validation.md).
 */
export const CreateApplicationRequestSchema = z.object({
  questions: z
    .array(QuestionAnswerRequestSchema)
    .max(LIST_MAX_ITEMS, M.maxItems(LIST_MAX_ITEMS))
    .optional(),
});
export type CreateApplicationRequest = z.infer<typeof CreateApplicationRequestSchema>;

/** The application form on the job page validates with the request schema. */
export const ApplicationFormSchema = CreateApplicationRequestSchema;
export type ApplicationFormValues = z.input<typeof ApplicationFormSchema>;

/** Empty answers for a job's questions, in the job's order: the form's default values. */
export function applicationFormDefaults(jobQuestions: readonly string[]): ApplicationFormValues {
  return { questions: jobQuestions.map((question) => ({ question, answer: '' })) };
}

/**
 * The job's questions that the answers leave out. The server refuses an application that does
 * not answer every question of the job (answers to other questions are ignored).
 */
export function unansweredQuestions(
  jobQuestions: readonly string[],
  answers: readonly { question: string; answer: string }[] = [],
): string[] {
  const answered = new Set(
    answers.filter((a) => a.answer.trim() !== '').map((a) => a.question.trim()),
  );
  return jobQuestions.filter((question) => !answered.has(question.trim()));
}

/**
 * The statuses an employer may set (docs/api.md#endpoints); allowed changes are in
 * APPLICATION_STATUS_TRANSITIONS.
 */
export const UpdateApplicationStatusRequestSchema = z.object({
  status: requiredEnum(EMPLOYER_SETTABLE_STATUSES),
});
export type UpdateApplicationStatusRequest = z.infer<typeof UpdateApplicationStatusRequestSchema>;

/**
 * The applicant as a list shows them: the names are masked until an interview
 * (docs/roles-and-permissions.md#cloaking), and `id` is the client's only from then on; before, it
 * is the application's own id, so two applications of one client cannot be linked
 * (docs/decisions/014-unlinkable-candidates.md).
 */
export const ApplicantSchema = z.object({
  id: IdSchema,
  firstName: z.string(),
  lastName: z.string(),
});
export type Applicant = z.infer<typeof ApplicantSchema>;

/**
 * What a row of the applicants list shows of the applicant before anyone opens it
 * (docs/rules.md#candidate-labels): taken from the professional profile the employer may see, so
 * the same in every application of a client, like the profile itself. `experience` is the
 * applicant's first trades, the ones the job calls for first; `matchingTrades` how many of the
 * job's trades the applicant has; `yearsOfExperience` the whole years the work history covers.
 */
export const ApplicantHighlightsSchema = z.object({
  experience: z.array(z.enum(EXPERIENCE_SKILLS)),
  matchingTrades: z.number().int().min(0),
  yearsOfExperience: z.number().int().min(0),
  license: z.array(z.string()),
});
export type ApplicantHighlights = z.infer<typeof ApplicantHighlightsSchema>;

/** The employer's rating of an application, 1 to 5 (null: not rated). */
export const APPLICATION_RATING_MAX = 5;
const RatingSchema = z.number().int().min(1).max(APPLICATION_RATING_MAX);

export const ApplicationSchema = z.object({
  id: IdSchema,
  jobId: IdSchema,
  status: z.enum(APPLICATION_STATUSES),
  answers: z.array(QuestionAnswerSchema),
  client: ApplicantSchema,
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema.optional(),
  cursor: CursorSchema.optional(),
});
export type Application = z.infer<typeof ApplicationSchema>;

/** An application as its employer sees it: with its number, this employer's rating and the row. */
export const EmployerApplicationSchema = ApplicationSchema.extend({
  /**
   * The application's number on its job: the employer calls it "Candidate 7". Per job and per
   * application, so it links nothing (docs/decisions/029-applicant-review.md).
   */
  number: z.number().int().min(0),
  /** This employer's rating; nobody else sees it. */
  rating: RatingSchema.nullable(),
  /** In the list only. */
  highlights: ApplicantHighlightsSchema.optional(),
});
export type EmployerApplication = z.infer<typeof EmployerApplicationSchema>;

/**
 * The client's own application as the client sees it (docs/rules.md#withdrawing): its status and
 * the times of its timeline. `interviewRequestedAt` is when the employer asked for an interview;
 * `closedAt` when it reached its final status (hired, rejected, notAFit, expired or withdrawn).
 * Either is null when it has not happened, or, for applications made before these were kept, when
 * it is not known.
 */
export const ClientApplicationSchema = z.object({
  id: IdSchema,
  jobId: IdSchema,
  status: z.enum(APPLICATION_STATUSES),
  createdAt: TimestampSchema,
  interviewRequestedAt: TimestampSchema.nullable(),
  closedAt: TimestampSchema.nullable(),
  updatedAt: TimestampSchema,
});
export type ClientApplication = z.infer<typeof ClientApplicationSchema>;

export const ApplicationListSchema = z.array(EmployerApplicationSchema);
export type ApplicationList = z.infer<typeof ApplicationListSchema>;

/** One application with the applicant's profile as this employer may see it. */
export const ApplicationDetailSchema = EmployerApplicationSchema.extend({
  profile: CloakedClientProfileSchema,
});
export type ApplicationDetail = z.infer<typeof ApplicationDetailSchema>;

/** /v1/employers/{id}/jobs/{jobId}/applications[/{applicationId}] */
export const ApplicationParamsSchema = z.object({
  id: IdSchema,
  jobId: IdSchema,
  applicationId: IdSchema,
});
export type ApplicationParams = z.infer<typeof ApplicationParamsSchema>;

export const EmployerJobParamsSchema = z.object({ id: IdSchema, jobId: IdSchema });
export type EmployerJobParams = z.infer<typeof EmployerJobParamsSchema>;

/**
 * GET /v1/employers/{id}/jobs/{jobId}/applications (docs/api.md#endpoints: "paged; before cursor"):
 * before, since, limit; `after` is refused.
 */
export const APPLICANT_SORTS = ['applied', 'match'] as const;
export type ApplicantSort = (typeof APPLICANT_SORTS)[number];

/**
 * What narrows and orders the applicants list (docs/rules.md#applicant-order-and-counts): one
 * status, applicants with one trade, and the order: `applied` (the statuses' order, newest first
 * within each) or `match` (most of the job's trades first, then newest).
 */
export const ApplicantFilterSchema = z.object({
  status: z.enum(APPLICATION_STATUSES).optional(),
  trade: z.enum(EXPERIENCE_SKILLS).optional(),
});
export type ApplicantFilter = z.infer<typeof ApplicantFilterSchema>;

export const ApplicationsQuerySchema = refuseQueryKeys(
  PagingQuerySchema.extend({
    ...ApplicantFilterSchema.shape,
    sort: z.enum(APPLICANT_SORTS).default('applied'),
  }),
  ['after'],
);
export type ApplicationsQuery = z.infer<typeof ApplicationsQuerySchema>;

/** GET .../applications/counts: the job's applicants per status, with the trade asked for. */
export const ApplicationCountsQuerySchema = ApplicantFilterSchema.pick({ trade: true });
export type ApplicationCountsQuery = z.infer<typeof ApplicationCountsQuerySchema>;

const countField = z.number().int().min(0);
export const ApplicationCountsSchema = z.object({
  total: countField,
  byStatus: z.object(
    Object.fromEntries(APPLICATION_STATUSES.map((status) => [status, countField])) as Record<
      (typeof APPLICATION_STATUSES)[number],
      typeof countField
    >,
  ),
});
export type ApplicationCounts = z.infer<typeof ApplicationCountsSchema>;

/** PUT .../applications/{applicationId}/rating */
export const UpdateApplicationRatingRequestSchema = z.object({ rating: RatingSchema.nullable() });
export type UpdateApplicationRatingRequest = z.infer<typeof UpdateApplicationRatingRequestSchema>;
export const ApplicationRatingSchema = UpdateApplicationRatingRequestSchema;

/** POST .../applications/{applicationId}/notes: the employer's private note. */
export const CreateApplicationNoteRequestSchema = z.object({
  body: requiredString(NOTES_MAX_LENGTH),
});
export type CreateApplicationNoteRequest = z.infer<typeof CreateApplicationNoteRequestSchema>;

export const ApplicationNoteSchema = z.object({
  id: IdSchema,
  body: z.string(),
  /** The colleague who wrote it (docs/rules.md#employer-team); null once their account is gone. */
  authorName: z.string().nullable(),
  createdAt: TimestampSchema,
});
export type ApplicationNote = z.infer<typeof ApplicationNoteSchema>;
export const ApplicationNoteListSchema = z.array(ApplicationNoteSchema);

/**
 * One step of an application's history (GET .../history): a status it took, or an interview
 * invitation with the message sent.
 */
export const APPLICATION_EVENT_KINDS = ['status', 'invitation'] as const;
export const ApplicationEventSchema = z.object({
  kind: z.enum(APPLICATION_EVENT_KINDS),
  /** The status taken (kind `status`), else null. */
  status: z.enum(APPLICATION_STATUSES).nullable(),
  /** The invitation as sent (kind `invitation`), else null. */
  message: z.string().nullable(),
  at: TimestampSchema,
});
export type ApplicationEvent = z.infer<typeof ApplicationEventSchema>;
export const ApplicationHistorySchema = z.array(ApplicationEventSchema);

/** POST .../applications/{applicationId}/invitation: the text the employer wrote, mailed as is. */
export const SendInterviewInvitationRequestSchema = z.object({
  message: requiredString(NOTES_MAX_LENGTH),
});
export type SendInterviewInvitationRequest = z.infer<typeof SendInterviewInvitationRequestSchema>;

export const ApplicationQuerySchema = SinceQuerySchema;
export type ApplicationQuery = z.infer<typeof ApplicationQuerySchema>;
