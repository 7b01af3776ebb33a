/**
 * POST /v1/user/second-factor/confirm: the first code from the app turns the second step on
 * (decision 035); the answer is a new sign-in, which replaces the session here.
 */
import { useMutation } from '@tanstack/react-query';
import { SecondFactorEnabledSchema, type SecondFactorEnabled } from '@fairchance/shared';
import { api, sessionStore, toStoredSession } from '#web/lib/api/index.ts';

export function confirmSecondFactor(code: string): Promise<SecondFactorEnabled> {
  return api.post('/v1/user/second-factor/confirm', {
    body: { code },
    parse: (data) => SecondFactorEnabledSchema.parse(data),
  });
}

/** The recovery codes come back to be shown once; the new sign-in replaces the session. */
export function useConfirmSecondFactor() {
  return useMutation({
    mutationFn: confirmSecondFactor,
    onSuccess: (answer) => sessionStore.set(toStoredSession(answer.tokens)),
  });
}
