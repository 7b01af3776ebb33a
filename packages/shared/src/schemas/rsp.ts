/**
 * Reentry service providers: the organization (POST /v1/rsp, PATCH /v1/rsp/{id}), member
 * profiles, case manager invitations and management, and the organization's clients
 * (docs/data-model.md, docs/validation.md, docs/api.md#endpoints, docs/rules.md).
 */
import { z } from 'zod';
import {
  DESCRIPTION_MAX_LENGTH,
  NAME_MAX_LENGTH,
  NOTES_MAX_LENGTH,
  TEXT_MAX_LENGTH,
} from '../constants.ts';
import { CloakedClientProfileSchema } from '../cloaking.ts';
import { US_STATE_CODES, WISCONSIN_COUNTIES } from '../enums/geography.ts';
import { APPLICATION_STATUSES } from '../enums/job.ts';
import { JUSTICE_STATUSES } from '../enums/justice.ts';
import type { Offense } from '../enums/offenses.ts';
import { OFFENSE_GROUP_KEYS, OFFENSE_GROUPS, OFFENSES, sortOffenses } from '../enums/offenses.ts';
import { SUPPORT_NEEDS } from '../enums/profile.ts';
import {
  CASE_MANAGER_POSITIONS,
  RSP_ATTENTION_REASONS,
  RSP_CLIENT_EVENT_KINDS,
  RSP_CLIENT_STATUSES,
  RSP_NOTICE_EMAILS,
  RSP_ROLES,
} from '../enums/rsp.ts';
import {
  choiceList,
  emailField,
  nameField,
  optionalEmailField,
  optionalEnum,
  optionalLine,
  optionalPhoneField,
  postalCodeField,
  requiredEnum,
  requiredError,
  requiredLine,
  requiredPhoneField,
  requiredString,
  usStateField,
} from '../validation/fields.ts';
import { VALIDATION_MESSAGES as M } from '../validation/messages.ts';
import { requiredOffenseGroupFields } from '../validation/offense-fields.ts';
import {
  BeforePagingQuerySchema,
  CursorSchema,
  IdSchema,
  MediaKeyField,
  refuseQueryKeys,
  TimestampSchema,
} from './common.ts';

// ---- organization -------------------------------------------------------------------------------

/** docs/validation.md words this limit its own way: 'Max 1,000 characters.'. */
const organizationDescription = z
  .string({ error: requiredError })
  .trim()
  .min(1, { error: M.required, abort: true })
  .max(DESCRIPTION_MAX_LENGTH, M.organizationDescriptionMax);

const atLeastOne = { min: 1, minMessage: M.atLeastOne };

/** Organization fields other than offenses, shared by the form and the API. */
const organizationFields = {
  name: requiredLine(TEXT_MAX_LENGTH),
  description: organizationDescription,
  address: requiredString(TEXT_MAX_LENGTH),
  city: requiredString(TEXT_MAX_LENGTH),
  state: usStateField,
  postalCode: postalCodeField,
  /** The organization's own contact details: optional; the phone must be a valid US number. */
  email: optionalEmailField,
  phone: optionalPhoneField,
  /** Contact for clients, from the onboarding's contact step (optional). */
  phoneRspContact: optionalPhoneField,
  emailRspContact: optionalEmailField,
  avatar: MediaKeyField.nullish(),
  servicesArea: choiceList(z.enum(WISCONSIN_COUNTIES), atLeastOne),
  support: choiceList(z.enum(SUPPORT_NEEDS), atLeastOne),
  justiceStatus: choiceList(z.enum(JUSTICE_STATUSES), atLeastOne),
};

/**
 * Each of the 7 offense categories needs at least one selection (docs/validation.md). Issues go on
 * the group's form-field name (e.g. `offenseDrugs`) so the form can show them where they belong.
 */
function checkOffenseGroups(offenses: readonly Offense[], ctx: z.RefinementCtx) {
  const chosen = new Set(offenses);
  for (const group of OFFENSE_GROUP_KEYS) {
    if (!(OFFENSE_GROUPS[group] as readonly Offense[]).some((o) => chosen.has(o)))
      ctx.addIssue({ code: 'custom', path: [group], message: M.atLeastOne });
  }
}

/** The owner's own profile, sent with the organization at the end of onboarding. */
export const OwnerProfileRequestSchema = z.object({
  phone: requiredPhoneField,
  position: requiredEnum(CASE_MANAGER_POSITIONS),
  avatar: MediaKeyField.nullish(),
});
export type OwnerProfileRequest = z.infer<typeof OwnerProfileRequestSchema>;

const organizationRequestFields = {
  ...organizationFields,
  offenses: choiceList(z.enum(OFFENSES)),
};

export const CreateOrganizationRequestSchema = z
  .object({ ...organizationRequestFields, owner: OwnerProfileRequestSchema })
  .superRefine((organization, ctx) => checkOffenseGroups(organization.offenses, ctx))
  .transform((organization) => ({
    ...organization,
    offenses: sortOffenses(organization.offenses),
  }));
export type CreateOrganizationRequest = z.infer<typeof CreateOrganizationRequestSchema>;
export type CreateOrganizationRequestInput = z.input<typeof CreateOrganizationRequestSchema>;

/**
 * Any subset; a list that is sent still needs at least one entry (docs/validation.md edit mode).
 */
export const UpdateOrganizationRequestSchema = z
  .object(organizationRequestFields)
  .partial()
  .superRefine((organization, ctx) => {
    if (organization.offenses) checkOffenseGroups(organization.offenses, ctx);
  })
  .transform((organization) =>
    organization.offenses
      ? { ...organization, offenses: sortOffenses(organization.offenses) }
      : organization,
  );
export type UpdateOrganizationRequest = z.infer<typeof UpdateOrganizationRequestSchema>;

/**
 * The onboarding wizard's and Organization tab's form: offenses as the seven group arrays,
 * each needing one selection. `toOrganizationPayload` (transforms/organization.ts) merges them.
 */
export const OrganizationFormSchema = z.object({
  ...organizationFields,
  ...requiredOffenseGroupFields,
});
export type OrganizationFormValues = z.output<typeof OrganizationFormSchema>;
export type OrganizationFormInput = z.input<typeof OrganizationFormSchema>;

export const OrganizationSchema = z.object({
  id: IdSchema,
  name: z.string(),
  description: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  phoneRspContact: z.string().nullable(),
  emailRspContact: z.string().nullable(),
  address: z.string(),
  city: z.string(),
  state: z.enum(US_STATE_CODES),
  postalCode: z.string(),
  avatar: z.string().nullable(),
  servicesArea: z.array(z.enum(WISCONSIN_COUNTIES)),
  support: z.array(z.enum(SUPPORT_NEEDS)),
  justiceStatus: z.array(z.enum(JUSTICE_STATUSES)),
  offenses: z.array(z.enum(OFFENSES)),
  createdAt: TimestampSchema.optional(),
  updatedAt: TimestampSchema.optional(),
});
export type Organization = z.infer<typeof OrganizationSchema>;

/**
 * GET /v1/rsp: the organizations registered here that a client can choose in onboarding (besides
 * the known providers), found by a part of their name. Only what an organization shows the public.
 */
export const OrganizationDirectoryQuerySchema = z.object({
  q: z.string().trim().max(NAME_MAX_LENGTH, M.maxLength(NAME_MAX_LENGTH)).optional(),
});
export type OrganizationDirectoryQuery = z.infer<typeof OrganizationDirectoryQuerySchema>;

export const OrganizationListingSchema = OrganizationSchema.pick({
  id: true,
  name: true,
  description: true,
  city: true,
  state: true,
  avatar: true,
  servicesArea: true,
  support: true,
});
export type OrganizationListing = z.infer<typeof OrganizationListingSchema>;

/** At most ORGANIZATION_DIRECTORY_LIMIT organizations, by name. */
export const OrganizationDirectorySchema = z.object({
  data: z.array(OrganizationListingSchema),
});
export type OrganizationDirectory = z.infer<typeof OrganizationDirectorySchema>;

export const RspParamsSchema = z.object({ rspId: IdSchema });
export type RspParams = z.infer<typeof RspParamsSchema>;

// ---- accounts: the owner and members ----------------------------------------------------------

/** The user's place in an organization, embedded in GET /v1/user as `rspAccount`. */
export const RspAccountSchema = z.object({
  /** Null for an owner who has not created the organization yet (like `rsp`). */
  rspId: IdSchema.nullable(),
  role: z.enum(RSP_ROLES),
  isProfileFilled: z.boolean(),
  position: z.enum(CASE_MANAGER_POSITIONS).nullable().optional(),
  phone: z.string().nullable().optional(),
  avatar: z.string().nullable().optional(),
  /** Null until the owner has created the organization. */
  rsp: OrganizationSchema.nullable(),
});
export type RspAccount = z.infer<typeof RspAccountSchema>;

/** /v1/rsp/{rspId}/accounts/{userId} */
export const RspAccountParamsSchema = z.object({ rspId: IdSchema, userId: IdSchema });
export type RspAccountParams = z.infer<typeof RspAccountParamsSchema>;

/** PUT /v1/rsp/{rspId}/accounts/{userId}: a member's onboarding (phone required, avatar). */
export const CreateMemberProfileRequestSchema = z.object({
  userId: IdSchema,
  rspId: IdSchema,
  phone: requiredPhoneField,
  avatar: MediaKeyField.nullish(),
});
export type CreateMemberProfileRequest = z.infer<typeof CreateMemberProfileRequestSchema>;

/** The member onboarding form (ids come from the session). */
export const MemberProfileFormSchema = CreateMemberProfileRequestSchema.omit({
  userId: true,
  rspId: true,
});
export type MemberProfileFormValues = z.input<typeof MemberProfileFormSchema>;

// ---- case managers ----------------------------------------------------------------------------

/** POST /v1/rsp/{rspId}/accounts/invite: every field required (docs/validation.md). */
export const InviteCaseManagerRequestSchema = z.object({
  firstName: nameField,
  lastName: nameField,
  email: emailField,
  phone: requiredPhoneField,
  rspId: IdSchema,
});
export type InviteCaseManagerRequest = z.infer<typeof InviteCaseManagerRequestSchema>;

/** The 'Add Case Manager' form (the organization comes from the session). */
export const InviteCaseManagerFormSchema = InviteCaseManagerRequestSchema.omit({ rspId: true });
export type InviteCaseManagerFormValues = z.input<typeof InviteCaseManagerFormSchema>;

/** An optional name or e-mail in an edit: empty means "unchanged", never "blank". */
const unchangedWhenEmpty = <T extends z.ZodType<string | null | undefined>>(schema: T) =>
  schema.transform((value) => value ?? undefined);

/** PATCH /v1/rsp/{rspId}/accounts/{userId}: the edit form requires nothing (docs/validation.md). */
export const UpdateCaseManagerRequestSchema = z.object({
  firstName: unchangedWhenEmpty(optionalLine(NAME_MAX_LENGTH)),
  lastName: unchangedWhenEmpty(optionalLine(NAME_MAX_LENGTH)),
  email: unchangedWhenEmpty(optionalEmailField),
  /** Empty clears the phone. */
  phone: optionalPhoneField,
  position: optionalEnum(CASE_MANAGER_POSITIONS).optional(),
  avatar: MediaKeyField.nullish(),
});
export type UpdateCaseManagerRequest = z.infer<typeof UpdateCaseManagerRequestSchema>;
export const CaseManagerFormSchema = UpdateCaseManagerRequestSchema;
export type CaseManagerFormValues = z.input<typeof CaseManagerFormSchema>;

export const CaseManagerSchema = z.object({
  id: IdSchema,
  userId: IdSchema,
  rspId: IdSchema,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  /** A new sign-in e-mail the owner asked for, until the member opens the link mailed to it. */
  pendingEmail: z.string().nullable().optional(),
  phone: z.string().nullable(),
  /** Clients assigned; 0 when none (docs/data-model.md). */
  caseLoad: z.number().int().min(0).default(0),
  avatar: z.string().nullable().optional(),
  position: z.enum(CASE_MANAGER_POSITIONS).nullable().optional(),
  role: z.enum(RSP_ROLES).optional(),
  cursor: CursorSchema.optional(),
});
export type CaseManager = z.infer<typeof CaseManagerSchema>;

/**
 * GET /v1/rsp/{rspId}/case-managers: the one list that answers `{ data, total }`
 * (docs/api.md#endpoints).
 */
export const CaseManagerListSchema = z.object({
  data: z.array(CaseManagerSchema),
  total: z.number().int().min(0),
});
export type CaseManagerList = z.infer<typeof CaseManagerListSchema>;

/**
 * GET /v1/rsp/{rspId}/case-managers (docs/api.md#endpoints: "paged with a before cursor of the last
 * id"): before and limit. `after` and `since` are refused: this list honours neither.
 */
export const CaseManagersQuerySchema = refuseQueryKeys(BeforePagingQuerySchema, ['after', 'since']);
export type CaseManagersQuery = z.infer<typeof CaseManagersQuerySchema>;

/** A pending invitation (docs/rules.md#invitations: listed and withdrawable). */
export const InvitationSchema = z.object({
  id: IdSchema,
  rspId: IdSchema,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  createdAt: TimestampSchema,
});
export type Invitation = z.infer<typeof InvitationSchema>;
export const InvitationListSchema = z.array(InvitationSchema);

/**
 * GET /v1/invitations/{id}: what the invited sign-up names before the account exists, for a
 * pending invitation only (docs/rules.md#invitations): the sign-up it opens (an organization's
 * case manager or a company's colleague) and the name of the organization or company.
 */
export const InvitationPreviewSchema = z.object({
  type: z.enum(['rsp', 'employer']),
  name: z.string(),
});
export type InvitationPreview = z.infer<typeof InvitationPreviewSchema>;

/**
 * What the rsp sign-up page reads from its query (docs/product.md); the invitation id is optional.
 */
export const InvitationPrefillSchema = z.object({
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  email: z.string().optional(),
  phone: z.string().optional(),
  invitationId: z.string().optional(),
});
export type InvitationPrefill = z.infer<typeof InvitationPrefillSchema>;

// ---- the organization's clients ----------------------------------------------------------------

/** /v1/rsp/{rspId}/clients/{id} */
export const RspClientParamsSchema = z.object({ rspId: IdSchema, id: IdSchema });
export type RspClientParams = z.infer<typeof RspClientParamsSchema>;

export const RSP_CLIENT_SORTS = ['activity', 'newest'] as const;
export type RspClientSort = (typeof RSP_CLIENT_SORTS)[number];

/**
 * GET /v1/rsp/{rspId}/clients: the filters of docs/rules.md#service-provider-clients, paged with `before` and `limit`
 * (docs/api.md#endpoints does not list this call; the `before` of docs/api.md#lists-and-paging).
 * `after` and `since` are refused: this list honours neither.
 */
export const RspClientsQuerySchema = refuseQueryKeys(
  BeforePagingQuerySchema.extend({
    status: z.enum(RSP_CLIENT_STATUSES).optional(),
    caseManagerId: IdSchema.optional(),
    support: z.enum(SUPPORT_NEEDS).optional(),
    offense: z.enum(OFFENSES).optional(),
    county: z.enum(WISCONSIN_COUNTIES).optional(),
    /** A part of the client's name (first, last, or both). */
    q: z
      .string()
      .trim()
      .max(NAME_MAX_LENGTH, M.maxLength(NAME_MAX_LENGTH))
      .optional()
      .transform((value) => value || undefined),
    /** Only the clients who need attention (docs/rules.md#the-attention-list). */
    attention: z.enum(['true'], { error: () => M.invalidChoice }).optional(),
    /** Most recent activity first (the default), or most recently linked first. */
    sort: z.enum(RSP_CLIENT_SORTS, { error: () => M.invalidChoice }).default('activity'),
  }),
  ['after', 'since'],
);
export type RspClientsQuery = z.infer<typeof RspClientsQuerySchema>;

/** The status (owner or the assigned case manager) and the assignment (owner; null unassigns). */
export const UpdateRspClientRequestSchema = z.object({
  status: z.enum(RSP_CLIENT_STATUSES).optional(),
  caseManagerId: IdSchema.nullable().optional(),
});
export type UpdateRspClientRequest = z.infer<typeof UpdateRspClientRequestSchema>;

/** One of the client's applications, as the organization sees it. */
export const RspClientApplicationSchema = z.object({
  id: IdSchema,
  jobId: IdSchema,
  jobTitle: z.string(),
  employerName: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  createdAt: TimestampSchema,
});

export const RspClientSchema = z.object({
  id: IdSchema,
  rspId: IdSchema,
  clientId: IdSchema,
  status: z.enum(RSP_CLIENT_STATUSES),
  caseManagerId: IdSchema.nullable(),
  caseManager: z
    .object({ userId: IdSchema, firstName: z.string(), lastName: z.string() })
    .nullable()
    .optional(),
  /** Newest first; in lists only the detail carries them. */
  notes: z.array(z.lazy(() => RspClientNoteSchema)).optional(),
  /**
   * The profile as an rsp may see it: everything but diversity
   * (docs/roles-and-permissions.md#cloaking).
   */
  client: CloakedClientProfileSchema,
  applications: z.array(RspClientApplicationSchema).optional(),
  /** The time of the client's last recorded change (docs/rules.md#client-activity-and-notices). */
  lastActivityAt: TimestampSchema.optional(),
  /**
   * In lists: the changes since the viewer last opened this client, newest first (at most
   * `RSP_LISTED_CHANGES`), and how many there are in all.
   */
  changes: z.array(z.lazy(() => RspClientChangeSchema)).optional(),
  changeCount: z.number().int().min(0).optional(),
  /** In lists: why the client needs attention today, if they do. */
  attention: z.array(z.enum(RSP_ATTENTION_REASONS)).optional(),
  /** The earliest follow-up date of the client's notes not yet done. */
  nextFollowUpOn: z.iso.date().nullable().optional(),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
  closedAt: TimestampSchema.nullable(),
  cursor: CursorSchema.optional(),
});
export type RspClient = z.infer<typeof RspClientSchema>;
export const RspClientListSchema = z.array(RspClientSchema);
export type RspClientList = z.infer<typeof RspClientListSchema>;

/** POST /v1/rsp/{rspId}/clients/{id}/notes: a case note, kept with its author and time. */
export const CreateRspClientNoteRequestSchema = z.object({
  body: requiredString(NOTES_MAX_LENGTH),
  /** A follow-up date (YYYY-MM-DD); empty for none (docs/rules.md#follow-ups). */
  followUpOn: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || undefined)
    .pipe(z.iso.date(M.pattern).optional()),
});
export type CreateRspClientNoteRequest = z.infer<typeof CreateRspClientNoteRequestSchema>;

/** /v1/rsp/{rspId}/clients/{id}/notes/{noteId} */
export const RspClientNoteParamsSchema = RspClientParamsSchema.extend({ noteId: IdSchema });

/** PATCH …/notes/{noteId}: marks the note's follow-up done (or not done again). */
export const UpdateRspClientNoteRequestSchema = z.object({ followUpDone: z.boolean() });
export type UpdateRspClientNoteRequest = z.infer<typeof UpdateRspClientNoteRequestSchema>;

export const RspClientNoteSchema = z.object({
  id: IdSchema,
  body: z.string(),
  author: z.object({ userId: IdSchema, firstName: z.string(), lastName: z.string() }).nullable(),
  followUpOn: z.iso.date().nullable(),
  followUpDoneAt: TimestampSchema.nullable(),
  createdAt: TimestampSchema,
});
export type RspClientNote = z.infer<typeof RspClientNoteSchema>;

/** How many changes a list item carries; `changeCount` says how many there are. */
export const RSP_LISTED_CHANGES = 3;

/** One change of a client, as the list shows it. */
export const RspClientChangeSchema = z.object({
  kind: z.enum(RSP_CLIENT_EVENT_KINDS),
  at: TimestampSchema,
  jobTitle: z.string().nullable(),
});
export type RspClientChange = z.infer<typeof RspClientChangeSchema>;

// ---- notices ---------------------------------------------------------------------------------

/** GET /v1/rsp/{rspId}/notices: the newest first; `unread=true` for the unread ones only. */
export const RspNoticesQuerySchema = z.object({
  unread: z.enum(['true'], { error: () => M.invalidChoice }).optional(),
  limit: z.coerce.number().int(M.pattern).min(1, M.min(1)).max(100, M.max(100)).default(20),
});
export type RspNoticesQuery = z.infer<typeof RspNoticesQuerySchema>;

/** One change of one of the caller's clients, a notice to them. */
export const RspNoticeSchema = z.object({
  id: IdSchema,
  kind: z.enum(RSP_CLIENT_EVENT_KINDS),
  /** The client's link (the client page's id). */
  rspClientId: IdSchema,
  client: z.object({ firstName: z.string(), lastName: z.string() }),
  jobTitle: z.string().nullable(),
  employerName: z.string().nullable(),
  createdAt: TimestampSchema,
  readAt: TimestampSchema.nullable(),
});
export type RspNotice = z.infer<typeof RspNoticeSchema>;

export const RspNoticeListSchema = z.object({
  /** How many of the caller's notices are unread in all. */
  unread: z.number().int().min(0),
  items: z.array(RspNoticeSchema),
});
export type RspNoticeList = z.infer<typeof RspNoticeListSchema>;

/** POST /v1/rsp/{rspId}/notices/read: these notices (all of the caller's when none are named). */
export const MarkRspNoticesReadRequestSchema = z.object({
  ids: z.array(IdSchema).min(1).max(100).optional(),
});
export type MarkRspNoticesReadRequest = z.infer<typeof MarkRspNoticesReadRequestSchema>;

/** GET and PATCH /v1/rsp/{rspId}/notice-settings: the caller's own e-mail setting. */
export const RspNoticeSettingsSchema = z.object({
  noticeEmails: z.enum(RSP_NOTICE_EMAILS, { error: () => M.invalidChoice }),
});
export type RspNoticeSettings = z.infer<typeof RspNoticeSettingsSchema>;

/** Counts per value for the charts (docs/rules.md#service-provider-clients); keys are the lists' values. */
const counts = z.record(z.string(), z.number().int().min(0));
export const RspClientStatsSchema = z.object({
  total: z.number().int().min(0),
  status: counts,
  support: counts,
  justiceStatus: counts,
  offense: counts,
  county: counts,
});
export type RspClientStats = z.infer<typeof RspClientStatsSchema>;
