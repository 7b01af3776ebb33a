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
import { guardedRoutes, noContent, signedInErrors } from '../../lib/route-options.ts';
import { authOf, requireAuth } from '../auth/authenticate.ts';
import { getNoticeSettings, listNotices, readNotices, updateNoticeSettings } from './service.ts';

export const rspNoticeRoutes: FastifyPluginAsyncZod = async (app) => {
  const rspRoute = guardedRoutes({
    guard: requireAuth(app, 'rsp'),
    tags: ['reentry service providers'],
    errors: signedInErrors,
  });

  app.get(
    '/v1/rsp/:rspId/notices',
    rspRoute({
      operationId: 'listNotices',
      summary: "The caller's notices of their clients' changes, newest first, and the unread count",
      params: RspParamsSchema,
      querystring: RspNoticesQuerySchema,
      response: { 200: RspNoticeListSchema, 400: ErrorBodySchema },
    }),
    async (request) =>
      listNotices(app.ctx, authOf(request).userId, request.params.rspId, request.query),
  );

  app.post(
    '/v1/rsp/:rspId/notices/read',
    rspRoute({
      operationId: 'markNoticesRead',
      summary: "Mark the caller's notices read (those named, or all)",
      params: RspParamsSchema,
      body: MarkRspNoticesReadRequestSchema,
      response: { 204: z.null(), 400: ErrorBodySchema },
    }),
    async (request, reply) =>
      noContent(
        reply,
        readNotices(app.ctx, authOf(request).userId, request.params.rspId, request.body),
      ),
  );

  app.get(
    '/v1/rsp/:rspId/notice-settings',
    rspRoute({
      operationId: 'getNoticeSettings',
      summary: "How the caller is e-mailed their clients' changes",
      params: RspParamsSchema,
      response: { 200: RspNoticeSettingsSchema },
    }),
    async (request) => getNoticeSettings(app.ctx, authOf(request).userId, request.params.rspId),
  );

  app.patch(
    '/v1/rsp/:rspId/notice-settings',
    rspRoute({
      operationId: 'updateNoticeSettings',
      summary: "Set how the caller is e-mailed their clients' changes",
      params: RspParamsSchema,
      body: RspNoticeSettingsSchema,
      response: { 200: RspNoticeSettingsSchema, 400: ErrorBodySchema },
    }),
    async (request) =>
      updateNoticeSettings(app.ctx, authOf(request).userId, request.params.rspId, request.body),
  );
};
