/** A person's notices of their clients' changes and their e-mail setting: HTTP only. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ErrorBodySchema,
  MarkRspNoticesReadRequestSchema,
  RspNoticeListSchema,
  RspNoticeSettingsSchema,
  RspNoticesQuerySchema,
  RspParamsSchema,
} from '@fairchance/shared';
import { authOf, requireAuth } from '../auth/authenticate.ts';
import { getNoticeSettings, listNotices, readNotices, updateNoticeSettings } from './service.ts';

const security = [{ bearerAuth: [] }];
const tags = ['reentry service providers'];
const errors = { 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema };

export const rspNoticeRoutes: FastifyPluginAsyncZod = async (app) => {
  const rspOnly = requireAuth(app, 'rsp');

  app.get(
    '/v1/rsp/:rspId/notices',
    {
      onRequest: rspOnly,
      schema: {
        operationId: 'listNotices',
        tags,
        summary:
          "The caller's notices of their clients' changes, newest first, and the unread count",
        security,
        params: RspParamsSchema,
        querystring: RspNoticesQuerySchema,
        response: { 200: RspNoticeListSchema, 400: ErrorBodySchema, ...errors },
      },
    },
    async (request) =>
      listNotices(app.ctx, authOf(request).userId, request.params.rspId, request.query),
  );

  app.post(
    '/v1/rsp/:rspId/notices/read',
    {
      onRequest: rspOnly,
      schema: {
        operationId: 'markNoticesRead',
        tags,
        summary: "Mark the caller's notices read (those named, or all)",
        security,
        params: RspParamsSchema,
        body: MarkRspNoticesReadRequestSchema,
        response: { 204: z.null(), 400: ErrorBodySchema, ...errors },
      },
    },
    async (request, reply) => {
      await readNotices(app.ctx, authOf(request).userId, request.params.rspId, request.body);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/v1/rsp/:rspId/notice-settings',
    {
      onRequest: rspOnly,
      schema: {
        operationId: 'getNoticeSettings',
        tags,
        summary: "How the caller is e-mailed their clients' changes",
        security,
        params: RspParamsSchema,
        response: { 200: RspNoticeSettingsSchema, ...errors },
      },
    },
    async (request) => getNoticeSettings(app.ctx, authOf(request).userId, request.params.rspId),
  );

  app.patch(
    '/v1/rsp/:rspId/notice-settings',
    {
      onRequest: rspOnly,
      schema: {
        operationId: 'updateNoticeSettings',
        tags,
        summary: "Set how the caller is e-mailed their clients' changes",
        security,
        params: RspParamsSchema,
        body: RspNoticeSettingsSchema,
        response: { 200: RspNoticeSettingsSchema, 400: ErrorBodySchema, ...errors },
      },
    },
    async (request) =>
      updateNoticeSettings(app.ctx, authOf(request).userId, request.params.rspId, request.body),
  );
};
