/** POST /v1/users (docs/api.md#endpoints Users): sign-up, sent without a bearer token. */
import { useMutation } from '@tanstack/react-query';
import type { CreateUserRequest, User } from '@fairchance/shared';
import { api, lazyParse } from '#web/lib/api/index.ts';

export function createUser(payload: CreateUserRequest): Promise<User> {
  return api.post('/v1/users', {
    auth: false,
    body: payload,
    // The schema loads with the call, not with the sign-up page.
    parse: lazyParse((schemas) => schemas.UserSchema),
  });
}

export function useCreateUser() {
  return useMutation({ mutationFn: createUser });
}
