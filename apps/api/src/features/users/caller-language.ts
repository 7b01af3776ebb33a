/**
 * The language of an error answer (docs/api.md#language): a signed-in caller's account language,
 * else the best match of the request's Accept-Language, else English.
 *
 * Successful requests never pay for it: the account's language is read only when an error is
 * answered, with one small statement, and not at all when a statement of the request already read
 * it (`AuthContext.language`, set by the folded session checks). A 5xx answer goes by the header
 * alone, without the database: it may be the database that failed, or the server shedding load.
 */
import type { FastifyRequest } from 'fastify';
import { appLanguageOf, type AppLanguage } from '@fairchance/shared';
import { acceptedLanguage } from '../../lib/accept-language.ts';
import { findUserLanguage } from './queries.ts';

export async function callerLanguage(
  request: FastifyRequest,
  { mayReadAccount }: { mayReadAccount: boolean },
): Promise<AppLanguage> {
  const auth = request.auth;
  if (auth?.isSessionChecked) {
    if (auth.language) return auth.language;
    if (mayReadAccount) {
      try {
        const language = await findUserLanguage(request.server.ctx.db, auth.userId);
        if (language) return appLanguageOf(language);
      } catch (error) {
        request.log.warn({ err: error }, 'account language not read for an error answer');
      }
    }
  }
  return acceptedLanguage(request.headers['accept-language']);
}
