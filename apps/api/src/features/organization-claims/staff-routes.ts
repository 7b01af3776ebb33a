import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminKnownProvidersQuerySchema,
  AdminOrganizationClaimListSchema,
  AdminOrganizationClaimsQuerySchema,
  KnownProviderListSchema,
  OrganizationClaimSchema,
} from '@fairchance/shared';
import { requestErrors, withTotal } from '../../lib/route-options.ts';
import { staffActionRoutes, staffRoutes } from '../staff/guard.ts';
import { decideOrganizationClaim, listClaims, listKnownProviders } from './staff.ts';

/** The staff console's Organizations (docs/rules.md#organization-claims). */
export const organizationClaimStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const staffRoute = staffRoutes(app, requestErrors);

  app.get(
    '/v1/admin/organization-claims',
    staffRoute({
      operationId: 'listAdminOrganizationClaims',
      summary:
        'Claims of known providers in one status (pending by default), newest first; q finds ' +
        "words of the organization's name or of who asked (name or e-mail)",
      querystring: AdminOrganizationClaimsQuerySchema,
      response: { 200: AdminOrganizationClaimListSchema },
    }),
    async (request, reply) => withTotal(reply, listClaims(app.ctx, request.query)),
  );

  app.get(
    '/v1/admin/known-providers',
    staffRoute({
      operationId: 'listKnownProviders',
      summary: 'The known providers by name, with their owner and pending claims',
      querystring: AdminKnownProvidersQuerySchema,
      response: { 200: KnownProviderListSchema },
    }),
    async (request, reply) => withTotal(reply, listKnownProviders(app.ctx, request.query)),
  );

  staffActionRoutes(
    app,
    '/v1/admin/organization-claims',
    OrganizationClaimSchema,
    (['approve', 'decline'] as const).map((decision) => ({
      path: decision,
      operationId: decision === 'approve' ? 'approveOrganizationClaim' : 'declineOrganizationClaim',
      summary:
        decision === 'approve'
          ? 'Approve a claim: the owner gets the organization and is e-mailed'
          : 'Decline a claim with a reason the owner is e-mailed',
      run: (ctx, action) =>
        decideOrganizationClaim(ctx, action.staffUserId, action.id, decision, action.reason),
    })),
  );
};
