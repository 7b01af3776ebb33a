/**
 * A staff sign-in's second step (decision 035): GET /v1/user/second-factor, POST …/setup,
 * …/confirm and …/verify. Confirming or verifying answers a new sign-in, which replaces the
 * session here.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  SecondFactorEnabledSchema,
  SecondFactorSetupSchema,
  SecondFactorStatusSchema,
  TokenResponseSchema,
  type SecondFactorEnabled,
  type SecondFactorSetup,
  type SecondFactorStatus,
  type TokenResponse,
} from '@fairchance/shared';
import { api, sessionStore, toStoredSession } from '#web/lib/api/index.ts';
import { adminKeys } from './keys.ts';

const PATH = '/v1/user/second-factor';

export function getSecondFactor(signal?: AbortSignal): Promise<SecondFactorStatus> {
  return api.get(PATH, {
    ...(signal ? { signal } : {}),
    parse: (data) => SecondFactorStatusSchema.parse(data),
  });
}

export function useSecondFactor() {
  return useQuery({
    queryKey: adminKeys.secondFactor,
    queryFn: ({ signal }) => getSecondFactor(signal),
  });
}

export function createSecondFactorSetup(): Promise<SecondFactorSetup> {
  return api.post(`${PATH}/setup`, { parse: (data) => SecondFactorSetupSchema.parse(data) });
}

export function useCreateSecondFactorSetup() {
  return useMutation({ mutationFn: createSecondFactorSetup });
}

export function confirmSecondFactor(code: string): Promise<SecondFactorEnabled> {
  return api.post(`${PATH}/confirm`, {
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

export function verifySecondFactor(code: string): Promise<TokenResponse> {
  return api.post(`${PATH}/verify`, {
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
