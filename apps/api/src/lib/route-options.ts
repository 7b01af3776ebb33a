/**
 * What the routes of the feature folders declare alike: the error bodies a route answers with,
 * and the options every route of a group shares (its guard, its tags, the bearer security and the
 * errors it may answer). A route still names its own operationId, summary, schemas and status
 * (docs/api-code.md#feature-folders).
 */
import { ErrorBodySchema } from '@fairchance/shared';

type ErrorBodies<S extends number> = { [K in S]: typeof ErrorBodySchema };

/** The `{ code, message, details? }` body at each status named, for a route's `response`. */
export function errorBodies<const S extends number>(...statuses: S[]): ErrorBodies<S> {
  return Object.fromEntries(statuses.map((status) => [status, ErrorBodySchema])) as ErrorBodies<S>;
}

/** A signed-in caller's errors: no session (401), not allowed (403), nothing there (404). */
export const signedInErrors = errorBodies(401, 403, 404);

/** The same with a request the schemas refuse (400). */
export const requestErrors = errorBodies(400, 401, 403, 404);

/** The security requirement of a route that needs a bearer token. */
const bearer = [{ bearerAuth: [] }];

interface RouteGroup<G, E> {
  /** The guard of every route in the group (`requireAuth(app, scope)`). */
  guard: G;
  tags: string[];
  /** The error bodies every route of the group may answer; a route adds its own. */
  errors: E;
}

interface RouteSchema {
  operationId: string;
  summary: string;
  response: Record<number, unknown>;
}

/** A route's own options beside its schema. */
interface RouteExtras {
  /** `foldsSessionCheck`: the handler's first statement proves the session alive (auth/authenticate.ts). */
  config?: { foldsSessionCheck?: boolean };
  /** A body limit other than the server's. */
  bodyLimit?: number;
}

/**
 * The options of a route in a group of routes behind one guard: `app.get(path, route({ operationId,
 * summary, params, response: { 200: ItemSchema } }), handler)`. The group's errors are merged into
 * the route's `response`.
 */
export function guardedRoutes<G, const E extends Record<number, typeof ErrorBodySchema>>({
  guard,
  tags,
  errors,
}: RouteGroup<G, E>) {
  return <const S extends RouteSchema>(schema: S, extras: RouteExtras = {}) => ({
    onRequest: guard,
    ...extras,
    schema: {
      ...schema,
      tags,
      security: bearer,
      response: { ...errors, ...schema.response } as S['response'] & E,
    },
  });
}

/** Answers 201 with what the service made. */
export async function created<T, R>(
  reply: { status(code: 201): { send(payload: T): R } },
  made: Promise<T>,
): Promise<R> {
  return reply.status(201).send(await made);
}

/** Answers 204, with no body, once the service has done its work. */
export async function noContent<R>(
  reply: { status(code: 204): { send(payload: null): R } },
  work: Promise<unknown>,
): Promise<R> {
  await work;
  return reply.status(204).send(null);
}
