/** POST /v1/check-ins/{token}: the client's answer, once, without signing in. */
import { useMutation } from '@tanstack/react-query';
import type { AnswerClientCheckInRequest } from '@fairchance/shared';
import { api } from '#web/lib/api/index.ts';
import { checkInPath } from './get-client-check-in.ts';

export async function answerClientCheckIn(
  token: string,
  body: AnswerClientCheckInRequest,
): Promise<true> {
  await api.post(checkInPath(token), { body, auth: false });
  return true;
}

export function useAnswerClientCheckIn(token: string) {
  return useMutation({
    mutationFn: (body: AnswerClientCheckInRequest) => answerClientCheckIn(token, body),
  });
}
