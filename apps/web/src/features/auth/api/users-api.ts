/** Accounts (SPEC §7 Users): sign-up, changes to the current user, password reset. */
import {
  ConfirmEmailChangeResponseSchema,
  UserSchema,
  type ConfirmEmailChangeResponse,
  type CreateUserRequest,
  type PasswordResetTokenRequest,
  type ResetPasswordRequest,
  type UpdateUserRequest,
  type User,
} from '@fairchance/shared';
import { api } from '#web/lib/api/index.ts';

/** POST /v1/users: sent without a bearer token (nobody is signed in yet). */
export function createUser(payload: CreateUserRequest): Promise<User> {
  return api.post('/v1/users', {
    auth: false,
    body: payload,
    parse: (data) => UserSchema.parse(data),
  });
}

export function updateCurrentUser(payload: UpdateUserRequest): Promise<User> {
  return api.patch('/v1/user', { body: payload, parse: (data) => UserSchema.parse(data) });
}

/** Always answers 204, whether or not the account exists. */
export async function requestPasswordReset(payload: PasswordResetTokenRequest): Promise<void> {
  await api.post('/v1/users/password/token', { auth: false, body: payload });
}

export async function resetPassword(payload: ResetPasswordRequest): Promise<void> {
  await api.post('/v1/users/password', { auth: false, body: payload });
}

/** Mails a new link for the e-mail change waiting for one. */
export async function resendEmailChange(): Promise<void> {
  await api.post('/v1/user/email-change/resend', {});
}

export async function cancelEmailChange(): Promise<void> {
  await api.delete('/v1/user/email-change', {});
}

/** The link's token makes the new e-mail the one the account signs in with. */
export function confirmEmailChange(token: string): Promise<ConfirmEmailChangeResponse> {
  return api.post('/v1/users/email-change/confirm', {
    auth: false,
    body: { token },
    parse: (data) => ConfirmEmailChangeResponseSchema.parse(data),
  });
}
