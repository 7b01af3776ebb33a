/**
 * What the routes of the feature folders declare alike: the error bodies a route answers with,
 * and the options every route of a group shares (its guard, its tags, the bearer security and the
 * errors it may answer). A route still names its own operationId, summary, schemas and status
 * (docs/api-code.md#feature-folders).
 */
import { ErrorBodySchema, TOTAL_COUNT_HEADER } from '@fairchance/shared';

type ErrorBodies<S extends number> = { [K in S]: typeof ErrorBodySchema };

/** The error bodies a group of routes answers, by status. */
export type GroupErrors = Record<number, typeof ErrorBodySchema>;

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

/**
 * The extras of a route whose first statement checks the sign-in too (auth/authenticate.ts), for
 * example an organization's read through `membershipOf` (organizations/access.ts).
 */
export const FOLDS_SESSION_CHECK = { config: { foldsSessionCheck: true } } satisfies RouteExtras;

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
export function guardedRoutes<G, const E extends GroupErrors>({
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

/**
 * Answers a page of a list, with the filtered total in the `x-total-count` header
 * (docs/api.md#lists-and-paging). `toAnswer` turns the page's items into the body when they are not it
 * already (`asAnswer`, for JSON the database wrote).
 */
export async function withTotal<I, T, R>(
  reply: { header(name: string, value: string): { send(payload: T): R } },
  made: Promise<{ items: I; total: number }>,
  toAnswer: (items: I) => T = (items) => items as unknown as T,
): Promise<R> {
  const page = await made;
  return reply.header(TOTAL_COUNT_HEADER, String(page.total)).send(toAnswer(page.items));
}
