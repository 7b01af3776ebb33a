/** The organization and the directory of organizations: HTTP only (service.ts holds the rules). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateOrganizationRequestSchema,
  ErrorBodySchema,
  OrganizationDirectoryQuerySchema,
  OrganizationDirectorySchema,
  OrganizationSchema,
  RspParamsSchema,
  UpdateOrganizationRequestSchema,
} from '@fairchance/shared';
import { authOf, requireAuth } from '../auth/authenticate.ts';
import {
  createOrganization,
  getOrganization,
  listOrganizationDirectory,
  updateOrganization,
} from './service.ts';

const security = [{ bearerAuth: [] }];
const tags = ['reentry service providers'];
const errors = { 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema };

export const organizationRoutes: FastifyPluginAsyncZod = async (app) => {
  const rspOnly = requireAuth(app, 'rsp');

  app.get(
    '/v1/rsp',
    {
      onRequest: requireAuth(app),
      schema: {
        operationId: 'listOrganizations',
        tags,
        summary: 'Organizations registered here, found by name (a client chooses one)',
        security,
        querystring: OrganizationDirectoryQuerySchema,
        response: { 200: OrganizationDirectorySchema, 400: ErrorBodySchema, 401: ErrorBodySchema },
      },
    },
    async (request) => listOrganizationDirectory(app.ctx, request.query),
  );

  app.post(
    '/v1/rsp',
    {
      onRequest: rspOnly,
      schema: {
        operationId: 'createOrganization',
        tags,
        summary: 'Create the organization (its owner, at the end of onboarding)',
        security,
        body: CreateOrganizationRequestSchema,
        response: {
          201: OrganizationSchema,
          400: ErrorBodySchema,
          409: ErrorBodySchema,
          ...errors,
        },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createOrganization(app.ctx, authOf(request).userId, request.body)),
  );

  app.get(
    '/v1/rsp/:rspId',
    {
      onRequest: rspOnly,
      schema: {
        operationId: 'getOrganization',
        tags,
        summary: 'The organization',
        security,
        params: RspParamsSchema,
        response: { 200: OrganizationSchema, ...errors },
      },
    },
    async (request) => getOrganization(app.ctx, authOf(request).userId, request.params.rspId),
  );

  app.patch(
    '/v1/rsp/:rspId',
    {
      onRequest: rspOnly,
      schema: {
        operationId: 'updateOrganization',
        tags,
        summary: 'Edit the organization (owner)',
        security,
        params: RspParamsSchema,
        body: UpdateOrganizationRequestSchema,
        response: {
          200: OrganizationSchema,
          400: ErrorBodySchema,
          409: ErrorBodySchema,
          ...errors,
        },
      },
    },
    async (request) =>
      updateOrganization(app.ctx, authOf(request).userId, request.params.rspId, request.body),
  );
};
