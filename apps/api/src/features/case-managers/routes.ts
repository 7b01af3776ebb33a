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
import { authOf, requireAuth } from '../auth/authenticate.ts';
import {
  createMemberProfile,
  deleteAccount,
  getAccount,
  listCaseManagers,
  updateAccount,
} from './service.ts';

const security = [{ bearerAuth: [] }];
const tags = ['reentry service providers'];
const errors = { 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema };

export const caseManagerRoutes: FastifyPluginAsyncZod = async (app) => {
  const rspOnly = requireAuth(app, 'rsp');

  app.put(
    '/v1/rsp/:rspId/accounts/:userId',
    {
      onRequest: rspOnly,
      schema: {
        operationId: 'createMemberProfile',
        tags,
        summary: "A member's own profile (onboarding): phone and avatar",
        security,
        params: RspAccountParamsSchema,
        body: CreateMemberProfileRequestSchema,
        response: { 200: CaseManagerSchema, 400: ErrorBodySchema, ...errors },
      },
    },
    async (request) =>
      createMemberProfile(app.ctx, authOf(request).userId, request.params, request.body),
  );

  app.get(
    '/v1/rsp/:rspId/accounts/:userId',
    {
      onRequest: rspOnly,
      schema: {
        operationId: 'getCaseManager',
        tags,
        summary: 'A case manager (owner, or the member themselves)',
        security,
        params: RspAccountParamsSchema,
        response: { 200: CaseManagerSchema, ...errors },
      },
    },
    async (request) =>
      getAccount(app.ctx, authOf(request).userId, request.params.rspId, request.params.userId),
  );

  app.patch(
    '/v1/rsp/:rspId/accounts/:userId',
    {
      onRequest: rspOnly,
      schema: {
        operationId: 'updateCaseManager',
        tags,
        summary: 'Edit a case manager (owner)',
        security,
        params: RspAccountParamsSchema,
        body: UpdateCaseManagerRequestSchema,
        response: { 200: CaseManagerSchema, 400: ErrorBodySchema, 409: ErrorBodySchema, ...errors },
      },
    },
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
    {
      onRequest: rspOnly,
      schema: {
        operationId: 'deleteCaseManager',
        tags,
        summary: 'Remove a case manager (owner); their clients stay, unassigned',
        security,
        params: RspAccountParamsSchema,
        response: { 204: z.null(), 400: ErrorBodySchema, ...errors },
      },
    },
    async (request, reply) => {
      await deleteAccount(
        app.ctx,
        authOf(request).userId,
        request.params.rspId,
        request.params.userId,
      );
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/v1/rsp/:rspId/case-managers',
    {
      onRequest: rspOnly,
      schema: {
        operationId: 'listCaseManagers',
        tags,
        summary: "The organization's case managers with their case load (owner)",
        security,
        params: RspParamsSchema,
        querystring: CaseManagersQuerySchema,
        response: { 200: CaseManagerListSchema, 400: ErrorBodySchema, ...errors },
      },
    },
    async (request) =>
      listCaseManagers(app.ctx, authOf(request).userId, request.params.rspId, request.query),
  );
};
