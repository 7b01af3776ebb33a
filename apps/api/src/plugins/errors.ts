/**
 * One error handler for the whole API (docs/api.md#errors): every failure answers
 * `{ code, message, details? }` with the code's HTTP status, its words in the caller's language
 * (docs/api.md#language). A 500 never carries a stack or SQL; it is logged instead.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import {
  AppError,
  englishOr,
  errorBodyIn,
  ERROR_STATUS,
  ERROR_TEXT,
  type ErrorBody,
  type ErrorCode,
  type LocalizedText,
} from '@fairchance/shared';
import { callerLanguage } from '../features/users/caller-language.ts';
import { isLostLockConflict, isUnstorableText } from '../lib/db-errors.ts';
import { invalidRequest } from '../lib/invalid-request.ts';
import { isResponseSchemaError } from '../lib/response-serializer.ts';
import { API_TEXT } from '../messages/index.ts';

/** Fastify's own error codes that are the caller's fault, with what to tell them. */
const FASTIFY_ERRORS: Record<string, { code: ErrorCode; message: LocalizedText }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'InvalidRequest', message: API_TEXT.request.invalidJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'InvalidRequest', message: API_TEXT.request.emptyJson },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'PayloadTooLarge', message: API_TEXT.request.bodyTooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: 'UnsupportedMediaType',
    message: API_TEXT.request.contentTypeUnsupported,
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    code: 'InvalidRequest',
    message: API_TEXT.request.contentLengthMismatch,
  },
  FST_ERR_CTP_INVALID_TYPE: {
    code: 'InvalidRequest',
    message: API_TEXT.request.contentTypeInvalid,
  },
};

const CODE_BY_STATUS = new Map<number, ErrorCode>(
  (Object.entries(ERROR_STATUS) as [ErrorCode, number][])
    .filter(([code]) => code !== 'InvalidCredentials')
    .map(([code, status]) => [status, code]),
);

/** `/relativeExperience/0/endAtYear` -> `relativeExperience.0.endAtYear` */
function toPath(instancePath: string): string {
  return instancePath.split('/').filter(Boolean).join('.');
}

/** Any failure as the AppError it answers; the ones that are not the caller's fault are logged. */
function answerOf(error: FastifyError, request: FastifyRequest): AppError {
  if (error instanceof AppError) {
    // A 503 with Retry-After is load shedding, not a fault: it is not logged as an error.
    if (error.status >= 500 && error.retryAfterSeconds === undefined) {
      request.log.error({ err: error }, 'application error');
    }
    return error;
  }

  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.map((item) => ({
      path: toPath(item.instancePath),
      message: item.message,
      // fastify-type-provider-zod keeps the rest of the zod issue (origin, maximum, ...) here.
      facts: { ...item.params, code: item.keyword },
    }));
    const context = error.validationContext;
    const part = context && context !== 'body' ? context : undefined;
    return invalidRequest(issues, { part });
  }

  if (isResponseSchemaError(error)) {
    request.log.error({ err: error }, 'response did not match its schema');
    return new AppError('InternalError');
  }

  if (isResponseSerializationError(error)) {
    request.log.error(
      { err: error, issues: error.cause.issues },
      'response did not match its schema',
    );
    return new AppError('InternalError');
  }

  const known = error.code ? FASTIFY_ERRORS[error.code] : undefined;
  if (known) return new AppError(known.code, known.message);

  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // Another 4xx of Fastify or a plugin: its own English, the code's message in other languages.
    const code = CODE_BY_STATUS.get(status) ?? 'InvalidRequest';
    return new AppError(
      code,
      error.message ? englishOr(error.message, ERROR_TEXT[code]) : undefined,
    );
  }

  if (isUnstorableText(error)) return new AppError('InvalidRequest', API_TEXT.request.nulCharacter);

  // Two transactions waited on each other (the kept lists of decision 056 are written at commit,
  // in the order of their changes): PostgreSQL stopped this one, which wrote nothing. Busy, not
  // broken: a 503 the client may send again at once.
  if (isLostLockConflict(error)) {
    request.log.warn({ err: error }, 'transaction stopped by a lock conflict');
    return new AppError('ServiceUnavailable', undefined, undefined, { retryAfterSeconds: 1 });
  }

  request.log.error({ err: error }, 'unhandled error');
  return new AppError('InternalError');
}

export async function errorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<ErrorBody> {
  const answer = answerOf(error, request);
  if (answer.retryAfterSeconds !== undefined) {
    reply.header('retry-after', String(Math.ceil(answer.retryAfterSeconds)));
  }
  const language = await callerLanguage(request, { mayReadAccount: answer.status < 500 });
  reply.status(answer.status);
  return errorBodyIn(answer, language);
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(errorHandler);
}
