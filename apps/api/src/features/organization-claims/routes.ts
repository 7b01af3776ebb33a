import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateOrganizationClaimRequestSchema,
  ErrorBodySchema,
  OrganizationClaimListSchema,
  OrganizationClaimSchema,
} from '@fairchance/shared';
import { authOf, requireAuth } from '../auth/authenticate.ts';
import { listOwnClaims, requestOrganizationClaim } from './service.ts';

const security = [{ bearerAuth: [] }];

/** The owner's side of organization claims (docs/rules.md#organization-claims). */
export const organizationClaimRoutes: FastifyPluginAsyncZod = async (app) => {
  const onlyProviders = requireAuth(app, 'rsp');

  app.post(
    '/v1/organization-claims',
    {
      onRequest: onlyProviders,
      schema: {
        operationId: 'createOrganizationClaim',
        tags: ['reentry service providers'],
        summary:
          'Ask staff to manage a known provider’s organization (an owner whose organization is ' +
          'not set up yet; one pending claim at a time)',
        security,
        body: CreateOrganizationClaimRequestSchema,
        response: {
          201: OrganizationClaimSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          403: ErrorBodySchema,
          404: ErrorBodySchema,
          409: ErrorBodySchema,
        },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await requestOrganizationClaim(app.ctx, authOf(request).userId, request.body)),
  );

  app.get(
    '/v1/organization-claims',
    {
      onRequest: onlyProviders,
      schema: {
        operationId: 'listOrganizationClaims',
        tags: ['reentry service providers'],
        summary: 'The caller’s own claims, newest first, with staff’s decision',
        security,
        response: { 200: OrganizationClaimListSchema, 401: ErrorBodySchema, 403: ErrorBodySchema },
      },
    },
    async (request) => listOwnClaims(app.ctx, authOf(request).userId),
  );
};
