import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ErrorBodySchema,
  PROFILE_DRAFT_MAX_BYTES,
  ProfileDraftOrNullSchema,
  ProfileDraftSchema,
  SaveProfileDraftRequestSchema,
} from '@fairchance/shared';
import { errorBodies, guardedRoutes, noContent } from '../../lib/route-options.ts';
import { authOf, requireAuth } from '../auth/authenticate.ts';
import { deleteProfileDraft, getProfileDraft, saveProfileDraft } from './service.ts';

const path = '/v1/user/profile-draft';

/** The signed-in client's onboarding draft (docs/decisions/025-onboarding-drafts.md). */
export const profileDraftRoutes: FastifyPluginAsyncZod = async (app) => {
  const clientRoute = guardedRoutes({
    guard: requireAuth(app, 'client'),
    tags: ['clients'],
    errors: errorBodies(401, 403),
  });

  app.get(
    path,
    clientRoute({
      operationId: 'getProfileDraft',
      summary: "The signed-in client's onboarding draft, or null when there is none",
      response: { 200: ProfileDraftOrNullSchema },
    }),
    async (request) => getProfileDraft(app.ctx, authOf(request).userId),
  );

  app.put(
    path,
    clientRoute(
      {
        operationId: 'createProfileDraft',
        summary: 'Save the onboarding draft (the step and the answers so far), replacing the last',
        body: SaveProfileDraftRequestSchema,
        response: {
          200: ProfileDraftSchema,
          400: ErrorBodySchema,
          409: ErrorBodySchema,
          413: ErrorBodySchema,
        },
      },
      { bodyLimit: PROFILE_DRAFT_MAX_BYTES },
    ),
    async (request) => saveProfileDraft(app.ctx, authOf(request).userId, request.body),
  );

  app.delete(
    path,
    clientRoute({
      operationId: 'deleteProfileDraft',
      summary: 'Forget the onboarding draft',
      response: { 204: z.null() },
    }),
    async (request, reply) => noContent(reply, deleteProfileDraft(app.ctx, authOf(request).userId)),
  );
};
