/** Accounts (SPEC §7 Users): sign-up, changes to the current user, password reset. */
import {
  UserSchema,
  type CreateUserRequest,
  type PasswordResetTokenRequest,
  type ResetPasswordRequest,
  type UpdateUserRequest,
  type User,
} from '@fairchance/shared';
import { api } from '../../../lib/api/index.ts';

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
