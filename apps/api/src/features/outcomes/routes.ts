/** Outcomes after a hire: HTTP only (service.ts holds the rules). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AnswerClientCheckInRequestSchema,
  CheckInTokenParamsSchema,
  ClientCheckInSchema,
  ClientHireListSchema,
  CreateHireCheckInRequestSchema,
  DueCheckInListSchema,
  ErrorBodySchema,
  HireCheckInRecordSchema,
  RspClientParamsSchema,
  RspParamsSchema,
} from '@fairchance/shared';
import { created, guardedRoutes, noContent, signedInErrors } from '../../lib/route-options.ts';
import { authOf, requireAuth } from '../auth/authenticate.ts';
import {
  answerCheckIn,
  getClientCheckIn,
  listClientHires,
  listDueCheckIns,
  recordCheckIn,
} from './service.ts';

export const outcomeRoutes: FastifyPluginAsyncZod = async (app) => {
  const rspRoute = guardedRoutes({
    guard: requireAuth(app, 'rsp'),
    tags: ['reentry service providers'],
    errors: signedInErrors,
  });

  app.get(
    '/v1/rsp/:rspId/check-ins/due',
    rspRoute({
      operationId: 'listDueCheckIns',
      summary: 'The check-ins after a hire that are due or overdue, oldest due first',
      params: RspParamsSchema,
      response: { 200: DueCheckInListSchema },
    }),
    async (request) => listDueCheckIns(app.ctx, authOf(request).userId, request.params.rspId),
  );

  app.get(
    '/v1/rsp/:rspId/clients/:id/check-ins',
    rspRoute({
      operationId: 'listClientCheckIns',
      summary: "The client's hires, each with its check-ins at 30, 90 and 180 days",
      params: RspClientParamsSchema,
      response: { 200: ClientHireListSchema },
    }),
    async (request) =>
      listClientHires(app.ctx, authOf(request).userId, request.params.rspId, request.params.id),
  );

  app.post(
    '/v1/rsp/:rspId/clients/:id/check-ins',
    rspRoute({
      operationId: 'createClientCheckIn',
      summary: 'Record a check-in on one of the client’s hires, once it is due',
      params: RspClientParamsSchema,
      body: CreateHireCheckInRequestSchema,
      response: { 201: HireCheckInRecordSchema, 400: ErrorBodySchema, 409: ErrorBodySchema },
    }),
    async (request, reply) =>
      created(
        reply,
        recordCheckIn(
          app.ctx,
          authOf(request).userId,
          request.params.rspId,
          request.params.id,
          request.body,
        ),
      ),
  );

  app.get(
    '/v1/check-ins/:token',
    {
      schema: {
        operationId: 'getClientCheckIn',
        tags: ['clients'],
        summary: "The client's check-in an e-mailed link names (no sign-in)",
        security: [],
        params: CheckInTokenParamsSchema,
        response: { 200: ClientCheckInSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request) => getClientCheckIn(app.ctx, request.params.token),
  );

  app.post(
    '/v1/check-ins/:token',
    {
      schema: {
        operationId: 'answerClientCheckIn',
        tags: ['clients'],
        summary: "The client's answer to an e-mailed check-in: once (no sign-in)",
        security: [],
        params: CheckInTokenParamsSchema,
        body: AnswerClientCheckInRequestSchema,
        response: {
          204: z.null(),
          400: ErrorBodySchema,
          404: ErrorBodySchema,
          409: ErrorBodySchema,
        },
      },
    },
    async (request, reply) =>
      noContent(reply, answerCheckIn(app.ctx, request.params.token, request.body)),
  );
};
