/** POST /v1/users/password: a new password with the mailed link's token. */
import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordRequest } from '@fairchance/shared';
import { api } from '#web/lib/api/index.ts';

export async function resetPassword(payload: ResetPasswordRequest): Promise<void> {
  await api.post('/v1/users/password', { auth: false, body: payload });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
