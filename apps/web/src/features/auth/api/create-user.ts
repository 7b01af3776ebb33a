/** POST /v1/users (docs/api.md#endpoints Users): sign-up, sent without a bearer token. */
import { useMutation } from '@tanstack/react-query';
import { UserSchema, type CreateUserRequest, type User } from '@fairchance/shared';
import { api } from '#web/lib/api/index.ts';

export function createUser(payload: CreateUserRequest): Promise<User> {
  return api.post('/v1/users', {
    auth: false,
    body: payload,
    parse: (data) => UserSchema.parse(data),
  });
}

export function useCreateUser() {
  return useMutation({ mutationFn: createUser });
}
