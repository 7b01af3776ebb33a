/** POST /v1/user/email-change/resend: mails a new link for the e-mail change waiting for one. */
import { useMutation } from '@tanstack/react-query';
import { api } from '#web/lib/api/index.ts';

export async function resendEmailChange(): Promise<void> {
  await api.post('/v1/user/email-change/resend', {});
}

export function useResendEmailChange() {
  return useMutation({ mutationFn: resendEmailChange });
}
