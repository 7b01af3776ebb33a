/** Case managers' accounts and the list of them: HTTP only (service.ts holds the rules). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CaseManagerListSchema,
  CaseManagerSchema,
  CaseManagersQuerySchema,
  CreateMemberProfileRequestSchema,
  ErrorBodySchema,
  RspAccountParamsSchema,
  RspParamsSchema,
  UpdateCaseManagerRequestSchema,
} from '@fairchance/shared';
import { guardedRoutes, noContent, signedInErrors } from '../../lib/route-options.ts';
import { authOf, requireAuth } from '../auth/authenticate.ts';
import {
  createMemberProfile,
  deleteAccount,
  getAccount,
  listCaseManagers,
  updateAccount,
} from './service.ts';

export const caseManagerRoutes: FastifyPluginAsyncZod = async (app) => {
  const rspRoute = guardedRoutes({
    guard: requireAuth(app, 'rsp'),
    tags: ['reentry service providers'],
    errors: signedInErrors,
  });

  app.put(
    '/v1/rsp/:rspId/accounts/:userId',
    rspRoute({
      operationId: 'createMemberProfile',
      summary: "A member's own profile (onboarding): phone and avatar",
      params: RspAccountParamsSchema,
      body: CreateMemberProfileRequestSchema,
      response: { 200: CaseManagerSchema, 400: ErrorBodySchema },
    }),
    async (request) =>
      createMemberProfile(app.ctx, authOf(request).userId, request.params, request.body),
  );

  app.get(
    '/v1/rsp/:rspId/accounts/:userId',
    rspRoute({
      operationId: 'getCaseManager',
      summary: 'A case manager (owner, or the member themselves)',
      params: RspAccountParamsSchema,
      response: { 200: CaseManagerSchema },
    }),
    async (request) =>
      getAccount(app.ctx, authOf(request).userId, request.params.rspId, request.params.userId),
  );

  app.patch(
    '/v1/rsp/:rspId/accounts/:userId',
    rspRoute({
      operationId: 'updateCaseManager',
      summary: 'Edit a case manager (owner)',
      params: RspAccountParamsSchema,
      body: UpdateCaseManagerRequestSchema,
      response: { 200: CaseManagerSchema, 400: ErrorBodySchema, 409: ErrorBodySchema },
    }),
    async (request) =>
      updateAccount(
        app.ctx,
        authOf(request).userId,
        request.params.rspId,
        request.params.userId,
        request.body,
      ),
  );

  app.delete(
    '/v1/rsp/:rspId/accounts/:userId',
    rspRoute({
      operationId: 'deleteCaseManager',
      summary: 'Remove a case manager (owner); their clients stay, unassigned',
      params: RspAccountParamsSchema,
      response: { 204: z.null(), 400: ErrorBodySchema },
    }),
    async (request, reply) =>
      noContent(
        reply,
        deleteAccount(app.ctx, authOf(request).userId, request.params.rspId, request.params.userId),
      ),
  );

  app.get(
    '/v1/rsp/:rspId/case-managers',
    rspRoute({
      operationId: 'listCaseManagers',
      summary: "The organization's case managers with their case load (owner)",
      params: RspParamsSchema,
      querystring: CaseManagersQuerySchema,
      response: { 200: CaseManagerListSchema, 400: ErrorBodySchema },
    }),
    async (request) =>
      listCaseManagers(app.ctx, authOf(request).userId, request.params.rspId, request.query),
  );
};
