/** POST /v1/users/password/token: always answers 204, whether or not the account exists. */
import { useMutation } from '@tanstack/react-query';
import type { PasswordResetTokenRequest } from '@fairchance/shared';
import { api } from '#web/lib/api/index.ts';

export async function requestPasswordReset(payload: PasswordResetTokenRequest): Promise<void> {
  await api.post('/v1/users/password/token', { auth: false, body: payload });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
