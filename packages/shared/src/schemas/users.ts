/**
 * Users: sign-up (POST /v1/users), the current user (GET/PATCH /v1/user), password reset
 * (POST /v1/users/password/token, POST /v1/users/password), and the web forms around them
 * (docs/product.md, docs/data-model.md, docs/validation.md, docs/api.md#endpoints).
 */
import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '../constants.ts';
import { ROLES, USER_TYPES } from '../enums/auth.ts';
import { EMPLOYER_ROLES } from '../enums/employer.ts';
import { ClientProfileSchema } from '../transforms/client-profile.ts';
import {
  currentPasswordField,
  emailField,
  nameField,
  optionalPhoneField,
  passwordField,
  requiredEnum,
  requiredString,
} from '../validation/fields.ts';
import { VALIDATION_MESSAGES as M } from '../validation/messages.ts';
import {
  AppLanguageSchema,
  IdSchema,
  MediaKeyField,
  TimestampSchema,
  optionalIdField,
} from './common.ts';
import { EmployerSchema } from './employers.ts';
import { RspAccountSchema } from './rsp.ts';

// ---- sign-up --------------------------------------------------------------------------------

const createUserFields = {
  firstName: nameField,
  lastName: nameField,
  email: emailField,
  password: passwordField,
  /** Staff accounts are never signed up for: only the server's shell makes them (decision 035). */
  type: requiredEnum(ROLES),
  phone: optionalPhoneField,
  /**
   * From an invitation link (docs/product.md): an organization's (rsp sign-up) or a company's
   * (employer sign-up).
   */
  invitationId: optionalIdField,
  /**
   * The account's language (e-mails, the API's messages). Without it the server takes the best
   * match of the request's Accept-Language, else English (docs/api.md#language).
   */
  language: AppLanguageSchema.optional(),
};

function checkInvitation(
  user: { type: (typeof ROLES)[number]; invitationId?: string | undefined },
  ctx: z.RefinementCtx,
) {
  if (user.invitationId && user.type === 'client')
    ctx.addIssue({ code: 'custom', path: ['invitationId'], message: M.pattern });
}

/** POST /v1/users (the registration payload). */
export const CreateUserRequestSchema = z.object(createUserFields).superRefine(checkInvitation);
export type CreateUserRequest = z.infer<typeof CreateUserRequestSchema>;

/** The sign-up forms (client, employer, rsp): the payload plus the terms checkbox. */
export const SignUpFormSchema = z
  .object({
    ...createUserFields,
    terms: z.literal(true, { error: M.required }),
  })
  .superRefine(checkInvitation);
export type SignUpFormValues = z.input<typeof SignUpFormSchema>;

/** The sign-up form's values to the request (the checkbox is not sent). */
export function toCreateUserPayload(form: z.output<typeof SignUpFormSchema>): CreateUserRequest {
  const { terms: _terms, ...payload } = form;
  return payload;
}

// ---- sign-in --------------------------------------------------------------------------------

export const LoginFormSchema = z.object({
  username: emailField,
  password: currentPasswordField,
});
export type LoginFormValues = z.input<typeof LoginFormSchema>;

// ---- the current user -------------------------------------------------------------------------

/**
 * PATCH /v1/user. A password change sends the current `password` with `newPassword`
 * (docs/api.md#endpoints); an e-mail change sends the current `password` with the new `email` (the
 * server knows whether the e-mail changes, so it answers a missing password there). A current
 * password with neither is refused. Empty phone clears it; `avatar` is an upload key, null removes
 * it.
 */
export const UpdateUserRequestSchema = z
  .object({
    firstName: nameField.optional(),
    lastName: nameField.optional(),
    email: emailField.optional(),
    phone: optionalPhoneField,
    avatar: MediaKeyField.nullish(),
    password: currentPasswordField.optional(),
    newPassword: passwordField.optional(),
    /** The account's language: later e-mails and the API's messages follow it. */
    language: AppLanguageSchema.optional(),
  })
  .superRefine((user, ctx) => {
    if (user.newPassword !== undefined && user.password === undefined)
      ctx.addIssue({ code: 'custom', path: ['password'], message: M.required });
    if (user.password !== undefined && user.newPassword === undefined && user.email === undefined)
      ctx.addIssue({ code: 'custom', path: ['newPassword'], message: M.required });
  });
export type UpdateUserRequest = z.input<typeof UpdateUserRequestSchema>;

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The personal half of account settings. */
const accountPersonalFields = z.object({
  firstName: nameField,
  lastName: nameField,
  email: emailField,
  phone: optionalPhoneField,
  avatar: MediaKeyField.nullish(),
});

/**
 * The password half, with the e-mail as typed (a new e-mail needs the current password) read the
 * way `emailField` gives it, so the halves agree.
 */
const accountPasswordFields = z.object({
  email: z
    .unknown()
    .transform((value) => (typeof value === 'string' ? value.trim().toLowerCase() : value)),
  password: z.string().optional(),
  newPassword: z.string().optional(),
  confirmPassword: z.string().optional(),
});
type AccountPasswordFields = z.output<typeof accountPasswordFields>;

function checkAccountSettings(
  form: AccountPasswordFields,
  ctx: z.RefinementCtx,
  currentEmail: string | undefined,
) {
  const { password = '', newPassword = '', confirmPassword = '' } = form;
  const issue = (path: string, message: string) =>
    ctx.addIssue({ code: 'custom', path: [path], message });
  const isEmailChanged =
    currentEmail !== undefined &&
    typeof form.email === 'string' &&
    !sameEmail(form.email, currentEmail);
  if (isEmailChanged && !password) issue('password', M.required);
  // The current password alone is what an e-mail change needs; otherwise it starts a new password.
  const isPasswordChange = Boolean(newPassword || confirmPassword || (password && !isEmailChanged));
  if (!isPasswordChange) return;
  if (!password && !isEmailChanged) issue('password', M.required);
  if (!newPassword) issue('newPassword', M.required);
  else if (newPassword.length < PASSWORD_MIN_LENGTH)
    issue('newPassword', M.minLength(PASSWORD_MIN_LENGTH));
  if (!confirmPassword) issue('confirmPassword', M.required);
  else if (confirmPassword.length < PASSWORD_MIN_LENGTH)
    issue('confirmPassword', M.minLength(PASSWORD_MIN_LENGTH));
  else if (confirmPassword !== newPassword) issue('confirmPassword', M.passwordsDoNotMatch);
}

/**
 * The two halves are checked side by side, so that Save shows every field's error at once: a blank
 * name does not hide a password that is too short (a refinement of one object would wait until
 * every field is valid).
 */
const accountSettingsSchema = (currentEmail: string | undefined) =>
  accountPersonalFields.and(
    accountPasswordFields.superRefine((form, ctx) => checkAccountSettings(form, ctx, currentEmail)),
  );

/**
 * Account settings (docs/product.md, docs/validation.md): personal information and, optionally, a
 * new password. Once any password field is filled, the current password is required, the new one
 * needs 8 characters and the confirmation must match.
 */
export const AccountSettingsFormSchema = accountSettingsSchema(undefined);

/**
 * The settings form of a user whose sign-in e-mail is `currentEmail`: a new e-mail also needs the
 * current password (the change then waits for the link mailed to the new address).
 */
export const accountSettingsFormSchemaFor = (currentEmail: string) =>
  accountSettingsSchema(currentEmail);

export type AccountSettingsFormValues = z.output<typeof AccountSettingsFormSchema>;
export type AccountSettingsFormInput = z.input<typeof AccountSettingsFormSchema>;

/**
 * Settings form to PATCH body: the confirmation is dropped, empty password fields are not sent.
 * The current password goes with a new password, and with a new e-mail (given `currentEmail`).
 */
export function toUpdateUserPayload(
  form: AccountSettingsFormValues,
  currentEmail?: string,
): UpdateUserRequest {
  const payload: UpdateUserRequest = {
    firstName: form.firstName,
    lastName: form.lastName,
    email: form.email,
    phone: form.phone ?? null,
  };
  if (form.avatar !== undefined) payload.avatar = form.avatar;
  const isEmailChanged = currentEmail !== undefined && !sameEmail(form.email, currentEmail);
  if (form.newPassword || (isEmailChanged && form.password)) payload.password = form.password ?? '';
  if (form.newPassword) payload.newPassword = form.newPassword;
  return payload;
}

// ---- password reset ---------------------------------------------------------------------------

/** POST /v1/users/password/token: answers 204 whether or not the user exists. */
export const PasswordResetTokenRequestSchema = z.object({ username: emailField });
export type PasswordResetTokenRequest = z.infer<typeof PasswordResetTokenRequestSchema>;
export const ForgotPasswordFormSchema = PasswordResetTokenRequestSchema;

/** POST /v1/users/password */
export const ResetPasswordRequestSchema = z.object({
  password: passwordField,
  token: requiredString(500),
});
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequestSchema>;

/** The reset screen's form: the new password twice. */
export const ResetPasswordFormSchema = z
  .object({ password: passwordField, confirmPassword: passwordField })
  .superRefine((form, ctx) => {
    if (form.confirmPassword !== form.password)
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: M.passwordsDoNotMatch });
  });
export type ResetPasswordFormValues = z.input<typeof ResetPasswordFormSchema>;

/** The reset screen needs both in its query, else it goes to / (docs/product.md). */
export const ResetPasswordQuerySchema = z.object({
  token: z.string().min(1),
  username: z.string().min(1),
});
export type ResetPasswordQuery = z.infer<typeof ResetPasswordQuerySchema>;

// ---- e-mail change ----------------------------------------------------------------------------

/** POST /v1/users/email-change/confirm: the token of the link mailed to the new address. */
export const ConfirmEmailChangeRequestSchema = z.object({ token: requiredString(500) });
export type ConfirmEmailChangeRequest = z.infer<typeof ConfirmEmailChangeRequestSchema>;

/** The address the account signs in with from now on. */
export const ConfirmEmailChangeResponseSchema = z.object({ email: z.string() });
export type ConfirmEmailChangeResponse = z.infer<typeof ConfirmEmailChangeResponseSchema>;

/** The confirm screen needs the token in its query. */
export const ConfirmEmailQuerySchema = z.object({ token: z.string().min(1) });

// ---- answers ----------------------------------------------------------------------------------

/**
 * GET /v1/user. `id` and `userId` are the same value, the token's subject (docs/api.md). The
 * profile of the user's type is embedded whole; the others are null.
 */
export const UserSchema = z.object({
  id: IdSchema,
  userId: IdSchema,
  email: z.string(),
  /**
   * A new sign-in e-mail waiting for its confirmation link to be opened; `email` stays the
   * address the account signs in with until then.
   */
  pendingEmail: z.string().nullable().optional(),
  roles: z.array(z.enum(USER_TYPES)),
  /** Space-separated scopes. */
  scope: z.string(),
  type: z.enum(USER_TYPES),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  avatar: z.string().nullable(),
  /** The account's language (docs/api.md#language): the site, e-mails and messages follow it. */
  language: AppLanguageSchema,
  client: ClientProfileSchema.nullable(),
  employer: EmployerSchema.nullable(),
  /** The employer's place in its company (docs/rules.md#employer-team); null without one. */
  employerRole: z.enum(EMPLOYER_ROLES).nullable().optional(),
  rspAccount: RspAccountSchema.nullable(),
  createdAt: TimestampSchema.optional(),
});
export type User = z.infer<typeof UserSchema>;

/** The role of a user and whether its profile exists, for the route guards (docs/product.md). */
export function hasProfile(
  user: Pick<User, 'type' | 'client' | 'employer' | 'rspAccount'>,
): boolean {
  switch (user.type) {
    case 'client':
      return user.client !== null;
    case 'employer':
      return user.employer !== null;
    case 'rsp':
      return user.rspAccount?.isProfileFilled === true;
    case 'staff':
      return true;
  }
}
