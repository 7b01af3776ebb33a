import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AdminUserSchema, AdminUsersQuerySchema } from '@fairchance/shared';
import { errorBodies, withTotal } from '../../lib/route-options.ts';
import { staffActionRoutes, staffRoutes } from '../staff/guard.ts';
import {
  disableAccount,
  enableAccount,
  listUsers,
  resendInvitation,
  resendVerification,
} from './service.ts';

const ACTIONS = [
  {
    path: 'disable',
    operationId: 'disableUser',
    summary: 'Disable an account: it cannot sign in, and its sign-ins end at once',
    run: disableAccount,
  },
  {
    path: 'enable',
    operationId: 'enableUser',
    summary: 'Enable a disabled account again',
    run: enableAccount,
  },
  {
    path: 'resend-invitation',
    operationId: 'resendUserInvitation',
    summary: "Send a staff account's set-password link again",
    run: resendInvitation,
  },
  {
    path: 'resend-verification',
    operationId: 'resendUserVerification',
    summary: "Send the confirmation link of an account's new e-mail again",
    run: resendVerification,
  },
] as const;

/** The console's Users page (docs/api.md#staff-console). */
export const adminUserRoutes: FastifyPluginAsyncZod = async (app) => {
  const staffRoute = staffRoutes(app, errorBodies(400, 401, 403, 404, 409));

  app.get(
    '/v1/admin/users',
    staffRoute({
      operationId: 'listAdminUsers',
      summary: 'Accounts found by e-mail or name, newest first',
      querystring: AdminUsersQuerySchema,
      response: { 200: z.array(AdminUserSchema) },
    }),
    async (request, reply) => withTotal(reply, listUsers(app.ctx, request.query)),
  );

  staffActionRoutes(app, '/v1/admin/users', AdminUserSchema, ACTIONS);
};
