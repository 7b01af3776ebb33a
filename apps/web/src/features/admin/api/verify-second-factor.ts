/**
 * POST /v1/user/second-factor/verify: a code from the app (or a recovery code) completes a staff
 * sign-in (decision 035); the answer is a new sign-in, which replaces the session here.
 */
import { useMutation } from '@tanstack/react-query';
import { TokenResponseSchema, type TokenResponse } from '@fairchance/shared';
import { api, sessionStore, toStoredSession } from '#web/lib/api/index.ts';

export function verifySecondFactor(code: string): Promise<TokenResponse> {
  return api.post('/v1/user/second-factor/verify', {
    body: { code },
    parse: (data) => TokenResponseSchema.parse(data),
  });
}

export function useVerifySecondFactor() {
  return useMutation({
    mutationFn: verifySecondFactor,
    onSuccess: (tokens) => sessionStore.set(toStoredSession(tokens)),
  });
}
