import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ErrorBodySchema,
  PROFILE_DRAFT_MAX_BYTES,
  ProfileDraftOrNullSchema,
  ProfileDraftSchema,
  SaveProfileDraftRequestSchema,
} from '@fairchance/shared';
import { authOf, requireAuth } from '../auth/authenticate.ts';
import { deleteProfileDraft, getProfileDraft, saveProfileDraft } from './service.ts';

const security = [{ bearerAuth: [] }];
const tags = ['clients'];
const errors = { 401: ErrorBodySchema, 403: ErrorBodySchema };
const path = '/v1/user/profile-draft';

/** The signed-in client's onboarding draft (docs/decisions/025-onboarding-drafts.md). */
export const profileDraftRoutes: FastifyPluginAsyncZod = async (app) => {
  const onlyClients = requireAuth(app, 'client');

  app.get(
    path,
    {
      onRequest: onlyClients,
      schema: {
        operationId: 'getProfileDraft',
        tags,
        summary: "The signed-in client's onboarding draft, or null when there is none",
        security,
        response: { 200: ProfileDraftOrNullSchema, ...errors },
      },
    },
    async (request) => getProfileDraft(app.ctx, authOf(request).userId),
  );

  app.put(
    path,
    {
      onRequest: onlyClients,
      bodyLimit: PROFILE_DRAFT_MAX_BYTES,
      schema: {
        operationId: 'createProfileDraft',
        tags,
        summary: 'Save the onboarding draft (the step and the answers so far), replacing the last',
        security,
        body: SaveProfileDraftRequestSchema,
        response: {
          200: ProfileDraftSchema,
          400: ErrorBodySchema,
          409: ErrorBodySchema,
          413: ErrorBodySchema,
          ...errors,
        },
      },
    },
    async (request) => saveProfileDraft(app.ctx, authOf(request).userId, request.body),
  );

  app.delete(
    path,
    {
      onRequest: onlyClients,
      schema: {
        operationId: 'deleteProfileDraft',
        tags,
        summary: 'Forget the onboarding draft',
        security,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteProfileDraft(app.ctx, authOf(request).userId);
      return reply.status(204).send(null);
    },
  );
};
