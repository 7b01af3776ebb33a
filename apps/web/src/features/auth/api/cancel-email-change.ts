/** DELETE /v1/user/email-change: the account keeps its e-mail. */
import { useMutation } from '@tanstack/react-query';
import { api } from '#web/lib/api/index.ts';

export async function cancelEmailChange(): Promise<void> {
  await api.delete('/v1/user/email-change', {});
}

export function useCancelEmailChange() {
  return useMutation({ mutationFn: cancelEmailChange });
}
