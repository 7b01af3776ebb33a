/**
 * Users: sign-up (POST /v1/users), the current user (GET/PATCH /v1/user), password reset
 * (POST /v1/users/password/token, POST /v1/users/password), and the web forms around them
 * (SPEC §2, §3, §5, §7).
 */
import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '../constants.ts';
import { ROLES, USER_TYPES } from '../enums/auth.ts';
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
import { IdSchema, MediaKeyField, TimestampSchema, optionalIdField } from './common.ts';
import { EmployerSchema } from './employers.ts';
import { RspAccountSchema } from './rsp.ts';

// ---- sign-up --------------------------------------------------------------------------------

const createUserFields = {
  firstName: nameField,
  lastName: nameField,
  email: emailField,
  password: passwordField,
  type: requiredEnum(USER_TYPES),
  phone: optionalPhoneField,
  /** From an rsp invitation link (SPEC §2); only an rsp sign-up carries one. */
  invitationId: optionalIdField,
};

function checkInvitation(
  user: { type: (typeof USER_TYPES)[number]; invitationId?: string | undefined },
  ctx: z.RefinementCtx,
) {
  if (user.invitationId && user.type !== 'rsp')
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
 * PATCH /v1/user. A password change sends the current `password` with `newPassword` (SPEC §7);
 * one without the other is refused. Empty phone clears it; `avatar` is an upload key, null
 * removes it.
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
  })
  .superRefine((user, ctx) => {
    if (user.newPassword !== undefined && user.password === undefined)
      ctx.addIssue({ code: 'custom', path: ['password'], message: M.required });
    if (user.password !== undefined && user.newPassword === undefined)
      ctx.addIssue({ code: 'custom', path: ['newPassword'], message: M.required });
  });
export type UpdateUserRequest = z.infer<typeof UpdateUserRequestSchema>;

/**
 * Account settings (SPEC §2, §5): personal information and, optionally, a new password. Once any
 * password field is filled, the current password is required, the new one needs 8 characters
 * and the confirmation must match.
 */
export const AccountSettingsFormSchema = z
  .object({
    firstName: nameField,
    lastName: nameField,
    email: emailField,
    phone: optionalPhoneField,
    avatar: MediaKeyField.nullish(),
    password: z.string().optional(),
    newPassword: z.string().optional(),
    confirmPassword: z.string().optional(),
  })
  .superRefine((form, ctx) => {
    const { password = '', newPassword = '', confirmPassword = '' } = form;
    if (!password && !newPassword && !confirmPassword) return;
    const issue = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (!password) issue('password', M.required);
    if (!newPassword) issue('newPassword', M.required);
    else if (newPassword.length < PASSWORD_MIN_LENGTH)
      issue('newPassword', M.minLength(PASSWORD_MIN_LENGTH));
    if (!confirmPassword) issue('confirmPassword', M.required);
    else if (confirmPassword.length < PASSWORD_MIN_LENGTH)
      issue('confirmPassword', M.minLength(PASSWORD_MIN_LENGTH));
    else if (confirmPassword !== newPassword) issue('confirmPassword', M.passwordsDoNotMatch);
  });
export type AccountSettingsFormValues = z.output<typeof AccountSettingsFormSchema>;
export type AccountSettingsFormInput = z.input<typeof AccountSettingsFormSchema>;

/** Settings form to PATCH body: the confirmation is dropped, empty password fields are not sent. */
export function toUpdateUserPayload(form: AccountSettingsFormValues): UpdateUserRequest {
  const payload: UpdateUserRequest = {
    firstName: form.firstName,
    lastName: form.lastName,
    email: form.email,
    phone: form.phone ?? null,
  };
  if (form.avatar !== undefined) payload.avatar = form.avatar;
  if (form.newPassword) {
    payload.password = form.password ?? '';
    payload.newPassword = form.newPassword;
  }
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

/** The reset screen needs both in its query, else it goes to / (SPEC §2). */
export const ResetPasswordQuerySchema = z.object({
  token: z.string().min(1),
  username: z.string().min(1),
});
export type ResetPasswordQuery = z.infer<typeof ResetPasswordQuerySchema>;

// ---- answers ----------------------------------------------------------------------------------

/**
 * GET /v1/user. `id` and `userId` are the same value, the token's subject (DESIGN §3). The
 * profile of the user's type is embedded whole; the others are null.
 */
export const UserSchema = z.object({
  id: IdSchema,
  userId: IdSchema,
  email: z.string(),
  roles: z.array(z.enum(ROLES)),
  /** Space-separated scopes. */
  scope: z.string(),
  type: z.enum(USER_TYPES),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  avatar: z.string().nullable(),
  client: ClientProfileSchema.nullable(),
  employer: EmployerSchema.nullable(),
  rspAccount: RspAccountSchema.nullable(),
  createdAt: TimestampSchema.optional(),
});
export type User = z.infer<typeof UserSchema>;

/** The role of a user and whether its profile exists, for the route guards (SPEC §2). */
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
  }
}
