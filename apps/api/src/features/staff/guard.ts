/**
 * The guard of every staff route (`/v1/admin/...`, decision 035): the `staff` scope and a fresh
 * second factor. Used like `requireAuth(app, 'employer')`: `onRequest: staffOnly(app)`, so an
 * anonymous call is refused before its body is read.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  AppError,
  IdParamsSchema,
  isSecondFactorFresh,
  StaffActionRequestSchema,
} from '@fairchance/shared';
import type { AppContext } from '../../context.ts';
import { errorBodies, guardedRoutes, type GroupErrors } from '../../lib/route-options.ts';
import { API_TEXT } from '../../messages/index.ts';
import type { StaffActionInput } from '../audit-log/service.ts';
import { authOf } from '../auth/authenticate.ts';

export const STAFF_SCOPE = 'staff';

/** 403 for any other role, and for staff whose second factor is missing or stale. */
export function staffOnly(app: FastifyInstance) {
  return async (request: FastifyRequest) => {
    const auth = await app.authenticate(request);
    if (!auth.scopes.includes(STAFF_SCOPE)) throw new AppError('Forbidden');
    if (!isSecondFactorFresh(auth.claims.mfa)) {
      throw new AppError('Forbidden', API_TEXT.staff.secondFactorRequired);
    }
  };
}

/**
 * The routes of a staff console page: behind `staffOnly`, under the `admin` tag, each answering
 * the `errors` given besides its own (docs/api-code.md#outside-the-feature-folders).
 */
export function staffRoutes<const E extends GroupErrors>(app: FastifyInstance, errors: E) {
  return guardedRoutes({ guard: staffOnly(app), tags: ['admin'], errors });
}

interface StaffActionRoute {
  /** The last part of the path: `${base}/:id/${path}`. */
  path: string;
  operationId: string;
  summary: string;
  run: (ctx: AppContext, action: StaffActionInput) => Promise<unknown>;
}

/**
 * The action buttons of a staff console page: each a `POST ${base}/:id/${path}` with the reason
 * in its body, answering the record as it now is (`record`), or 409 when the record is not in a
 * state the action applies to.
 */
export function staffActionRoutes(
  app: Parameters<FastifyPluginAsyncZod>[0],
  base: string,
  record: z.ZodType,
  actions: readonly StaffActionRoute[],
): void {
  const staffRoute = staffRoutes(app, errorBodies(400, 401, 403, 404, 409));
  for (const action of actions) {
    app.post(
      `${base}/:id/${action.path}`,
      staffRoute({
        operationId: action.operationId,
        summary: action.summary,
        params: IdParamsSchema,
        body: StaffActionRequestSchema,
        response: { 200: record },
      }),
      async (request) =>
        action.run(app.ctx, {
          staffUserId: authOf(request).userId,
          id: request.params.id,
          reason: request.body.reason,
        }),
    );
  }
}
