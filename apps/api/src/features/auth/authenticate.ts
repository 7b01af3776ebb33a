/**
 * Bearer authentication. `app.authenticate` verifies the access token and that its sign-in is
 * still alive (a logged-out session's tokens stop working at once), then sets `request.auth`.
 * `requireScope` also checks that one of the user's scopes matches (else 403).
 *
 * The liveness check is a statement of its own, run before the handler — unless the route says
 * (`config: { foldsSessionCheck: true }`) that its own first statement answers it too (issue 11:
 * the fixed cost of a signed-in read). Such a route reads `sessionAliveSql(auth)` (queries.ts) in its query and
 * hands the answer to `confirmSession`. Nothing can leave a folded route unchecked: when its
 * handler returns, before its answer is sent (also one the handler sent itself), or when anything
 * of it fails (a 404, a 400 for bad parameters before the handler ran), without the session
 * confirmed, the check runs then, and a dead session answers 401.
 */
import type { FastifyInstance, FastifyRequest, onSendAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, appLanguageOf, type AppLanguage } from '@fairchance/shared';
import { API_TEXT } from '../../messages/index.ts';
import { isFamilyActive } from './queries.ts';
import type { AccessClaims, TokenSigner } from './tokens.ts';

export interface AuthContext {
  userId: string;
  scopes: string[];
  sessionId: string;
  claims: AccessClaims;
  /** Whether this request has seen its sign-in alive (see `confirmSession`). */
  isSessionChecked: boolean;
  /**
   * The account's language, when a statement of this request read it anyway: an error answer is
   * then written in it without a statement of its own (docs/api.md#language).
   */
  language?: AppLanguage | undefined;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | undefined;
  }
  interface FastifyInstance {
    tokens: TokenSigner;
    authenticate(request: FastifyRequest): Promise<AuthContext>;
  }
  interface FastifyContextConfig {
    /** The route's own query checks the session (`sessionAliveSql`) and calls `confirmSession`. */
    foldsSessionCheck?: boolean;
  }
}

const sessionEnded = () => new AppError('Unauthorized', API_TEXT.auth.sessionEnded);

// Folded checks write `sessionAliveSql` (queries.ts) into their statement; jobs/viewer-queries.ts
// still imports it from here.
export { sessionAliveSql } from './queries.ts';

/**
 * Takes the answer of a folded `sessionAliveSql`: a dead session is refused with 401. A statement
 * that read the account's `language` too hands it on, for the request's error answers.
 */
export function confirmSession(
  auth: AuthContext,
  isAlive: boolean,
  language?: string | null,
): void {
  if (!isAlive) throw sessionEnded();
  auth.isSessionChecked = true;
  if (language) auth.language = appLanguageOf(language);
}

/** Runs the check on its own when nothing has answered it yet. */
async function ensureSession(app: FastifyInstance, auth: AuthContext): Promise<void> {
  if (auth.isSessionChecked) return;
  confirmSession(auth, await isFamilyActive(app.ctx.db, auth.sessionId));
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

export const authenticatePlugin = fp(
  async (app: FastifyInstance, options: { tokens: TokenSigner }) => {
    app.decorate('tokens', options.tokens);
    app.decorateRequest('auth', undefined);
    app.decorate('authenticate', async (request: FastifyRequest): Promise<AuthContext> => {
      if (request.auth) return request.auth;
      const token = bearerToken(request);
      if (!token) throw new AppError('Unauthorized');
      const claims = await options.tokens.verify(token);
      const auth: AuthContext = {
        userId: claims.sub,
        scopes: claims.scope.split(' ').filter(Boolean),
        sessionId: claims.sid,
        claims,
        isSessionChecked: false,
      };
      if (request.routeOptions.config.foldsSessionCheck !== true) await ensureSession(app, auth);
      request.auth = auth;
      return auth;
    });

    app.addHook('onRoute', (route) => {
      if (route.config?.foldsSessionCheck !== true) return;
      const handler = route.handler;
      route.handler = async function (this: FastifyInstance, request, reply) {
        const answer: unknown = await handler.call(this, request, reply);
        if (request.auth) await ensureSession(app, request.auth);
        return answer;
      };
      // A handler that sends its answer itself (`reply.send`: a list with its total, a CSV) has
      // written nothing yet when this hook runs, and its promise settles only after: the check runs
      // here too, before any answer that is not an error leaves. (An error answer passes the
      // error handler below, which checks first.)
      const beforeSend: onSendAsyncHookHandler = async (request, reply, payload) => {
        if (reply.statusCode < 400 && request.auth) await ensureSession(app, request.auth);
        return payload;
      };
      route.onSend = [...(route.onSend ? [route.onSend].flat() : []), beforeSend];
      // Every error of the route (its parameters' validation, its handler) passes here first: a
      // dead session answers 401 instead. Throwing hands the error on to the API's error handler.
      // Fastify awaits an error handler's promise, and its rejection goes to the parent handler
      // (its types say `void` only).
      // eslint-disable-next-line @typescript-eslint/no-misused-promises
      route.errorHandler = async (error, request) => {
        if (request.auth) await ensureSession(app, request.auth);
        throw error;
      };
    });
  },
  { name: 'authenticate' },
);

/**
 * The signed-in caller of a route guarded by `requireAuth`, whose onRequest hook has set it before
 * any handler runs. Asked for on a route without that guard, it answers 401 like the guard would.
 */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError('Unauthorized');
  return request.auth;
}

/**
 * An onRequest hook (so an anonymous call is refused before its body is validated): signed in, and
 * (when scopes are given) holding at least one of them.
 */
export function requireAuth(app: FastifyInstance, ...scopes: string[]) {
  return async (request: FastifyRequest) => {
    const auth = await app.authenticate(request);
    if (scopes.length && !scopes.some((s) => auth.scopes.includes(s))) {
      throw new AppError('Forbidden');
    }
  };
}
