/**
 * The guard of every staff route (`/v1/admin/...`, decision 035): the `staff` scope and a fresh
 * second factor. Used like `requireAuth(app, 'employer')`: `onRequest: staffOnly(app)`, so an
 * anonymous call is refused before its body is read.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, isSecondFactorFresh } from '@fairchance/shared';
import { guardedRoutes, type GroupErrors } from '../../lib/route-options.ts';
import { API_TEXT } from '../../messages/index.ts';

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
