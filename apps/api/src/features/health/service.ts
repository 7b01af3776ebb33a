/**
 * The health check (docs/api.md#base-path-and-versioning): the server answers, and so does its
 * database. A database that does not answer is a 503 in the error shape, so a load balancer takes
 * the process out of rotation without reading it as a fault of the server's code.
 */
import { AppError } from '@fairchance/shared';
import type { AppContext } from '../../context.ts';
import { API_TEXT } from '../../messages/index.ts';
import { pingDatabase } from './queries.ts';

export interface Health {
  status: 'ok';
  database: AppContext['dbKind'];
}

export async function checkHealth(ctx: AppContext): Promise<Health> {
  try {
    await pingDatabase(ctx.db);
  } catch (error) {
    // Logged by the error handler, with what the driver said as its cause.
    const unavailable = new AppError('ServiceUnavailable', API_TEXT.health.databaseUnavailable);
    unavailable.cause = error;
    throw unavailable;
  }
  return { status: 'ok', database: ctx.dbKind };
}
