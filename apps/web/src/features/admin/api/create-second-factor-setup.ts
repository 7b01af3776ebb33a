/** POST /v1/user/second-factor/setup: a new secret for the authenticator app (decision 035). */
import { useMutation } from '@tanstack/react-query';
import { SecondFactorSetupSchema, type SecondFactorSetup } from '@fairchance/shared';
import { api } from '#web/lib/api/index.ts';

export function createSecondFactorSetup(): Promise<SecondFactorSetup> {
  return api.post('/v1/user/second-factor/setup', {
    parse: (data) => SecondFactorSetupSchema.parse(data),
  });
}

export function useCreateSecondFactorSetup() {
  return useMutation({ mutationFn: createSecondFactorSetup });
}
