/**
 * One error handler for the whole API (docs/api.md#errors): every failure answers
 * `{ code, message, details? }` with the code's HTTP status. A 500 never carries a stack or SQL; it
 * is logged instead.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { AppError, ERROR_STATUS, type ErrorCode, type FieldErrorDetail } from '@fairchance/shared';
import { isUnstorableText } from '../lib/db-errors.ts';
import { isResponseSchemaError } from '../lib/response-serializer.ts';

/** Fastify's own error codes that are the caller's fault, with what to tell them. */
const FASTIFY_ERRORS: Record<string, { code: ErrorCode; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    code: 'InvalidRequest',
    message: 'The request body is not valid JSON.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    code: 'InvalidRequest',
    message: 'The request body is empty but its content type says JSON.',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    code: 'PayloadTooLarge',
    message: 'The request body is too large.',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: 'UnsupportedMediaType',
    message: 'This content type is not supported.',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    code: 'InvalidRequest',
    message: 'The request body does not match its Content-Length.',
  },
  FST_ERR_CTP_INVALID_TYPE: { code: 'InvalidRequest', message: 'The content type is invalid.' },
};

const CODE_BY_STATUS = new Map<number, ErrorCode>(
  (Object.entries(ERROR_STATUS) as [ErrorCode, number][])
    .filter(([code]) => code !== 'InvalidCredentials')
    .map(([code, status]) => [status, code]),
);

/** `/relativeExperience/0/endAtYear` -> `relativeExperience.0.endAtYear` */
function toPath(instancePath: string, extra?: unknown): string {
  const parts = instancePath.split('/').filter(Boolean);
  if (typeof extra === 'string' && extra) parts.push(extra);
  return parts.join('.');
}

export function errorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  if (error instanceof AppError) {
    if (error.retryAfterSeconds !== undefined) {
      reply.header('retry-after', String(Math.ceil(error.retryAfterSeconds)));
    }
    // A 503 with Retry-After is load shedding, not a fault: it is not logged as an error.
    if (error.status >= 500 && error.retryAfterSeconds === undefined) {
      request.log.error({ err: error }, 'application error');
    }
    return reply.status(error.status).send(error.toBody());
  }

  if (hasZodFastifySchemaValidationErrors(error)) {
    const details: FieldErrorDetail[] = error.validation.map((issue) => ({
      path: toPath(issue.instancePath),
      message: issue.message ?? 'This field is invalid.',
    }));
    const where = error.validationContext === 'body' ? '' : ` in the ${error.validationContext}`;
    const first = details[0];
    const message = first
      ? `${first.path ? `${first.path}: ` : ''}${first.message}${where}`
      : 'The request is not valid.';
    return reply.status(400).send(new AppError('InvalidRequest', message, details).toBody());
  }

  if (isResponseSchemaError(error)) {
    request.log.error({ err: error }, 'response did not match its schema');
    return reply.status(500).send(new AppError('InternalError').toBody());
  }

  if (isResponseSerializationError(error)) {
    request.log.error(
      { err: error, issues: error.cause.issues },
      'response did not match its schema',
    );
    return reply.status(500).send(new AppError('InternalError').toBody());
  }

  const known = error.code ? FASTIFY_ERRORS[error.code] : undefined;
  if (known)
    return reply
      .status(ERROR_STATUS[known.code])
      .send({ code: known.code, message: known.message });

  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const code = CODE_BY_STATUS.get(status) ?? 'InvalidRequest';
    return reply
      .status(ERROR_STATUS[code])
      .send({ code, message: error.message || new AppError(code).message });
  }

  if (isUnstorableText(error)) {
    return reply
      .status(400)
      .send(new AppError('InvalidRequest', 'Text cannot contain a NUL character.').toBody());
  }

  request.log.error({ err: error }, 'unhandled error');
  return reply.status(500).send(new AppError('InternalError').toBody());
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(errorHandler);
}
