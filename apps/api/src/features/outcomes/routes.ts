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
import { authOf, requireAuth } from '../auth/authenticate.ts';
import {
  answerCheckIn,
  getClientCheckIn,
  listClientHires,
  listDueCheckIns,
  recordCheckIn,
} from './service.ts';

const security = [{ bearerAuth: [] }];
const tags = ['reentry service providers'];
const errors = { 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema };

export const outcomeRoutes: FastifyPluginAsyncZod = async (app) => {
  const rspOnly = requireAuth(app, 'rsp');

  app.get(
    '/v1/rsp/:rspId/check-ins/due',
    {
      onRequest: rspOnly,
      schema: {
        operationId: 'listDueCheckIns',
        tags,
        summary: 'The check-ins after a hire that are due or overdue, oldest due first',
        security,
        params: RspParamsSchema,
        response: { 200: DueCheckInListSchema, ...errors },
      },
    },
    async (request) => listDueCheckIns(app.ctx, authOf(request).userId, request.params.rspId),
  );

  app.get(
    '/v1/rsp/:rspId/clients/:id/check-ins',
    {
      onRequest: rspOnly,
      schema: {
        operationId: 'listClientCheckIns',
        tags,
        summary: "The client's hires, each with its check-ins at 30, 90 and 180 days",
        security,
        params: RspClientParamsSchema,
        response: { 200: ClientHireListSchema, ...errors },
      },
    },
    async (request) =>
      listClientHires(app.ctx, authOf(request).userId, request.params.rspId, request.params.id),
  );

  app.post(
    '/v1/rsp/:rspId/clients/:id/check-ins',
    {
      onRequest: rspOnly,
      schema: {
        operationId: 'createClientCheckIn',
        tags,
        summary: 'Record a check-in on one of the client’s hires, once it is due',
        security,
        params: RspClientParamsSchema,
        body: CreateHireCheckInRequestSchema,
        response: {
          201: HireCheckInRecordSchema,
          400: ErrorBodySchema,
          409: ErrorBodySchema,
          ...errors,
        },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await recordCheckIn(
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
    async (request, reply) => {
      await answerCheckIn(app.ctx, request.params.token, request.body);
      return reply.status(204).send(null);
    },
  );
};
