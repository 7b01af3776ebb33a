import {
  AppError,
  ERROR_STATUS,
  isErrorCode,
  type ErrorCode,
  type FieldErrorDetail,
} from '@fairchance/shared';

/**
 * docs/web-app.md#errors-and-messages: CLIENT (4xx answer), SERVER (5xx answer), NETWORK (request
 * made, no answer: offline, refused, timed out), INTERNAL (anything else: a bad answer body, an
 * undecodable token…).
 */
export type ApiErrorType = 'CLIENT' | 'SERVER' | 'NETWORK' | 'INTERNAL';

export const API_ERROR_PREFIX = 'API ERROR - ';

export interface ApiErrorInit {
  type: ApiErrorType;
  /** What went wrong, without the prefix: the server's message when there is one. */
  message: string;
  status?: number | undefined;
  /** The answer's body, parsed when it was JSON. */
  data?: unknown;
  code?: ErrorCode | undefined;
  details?: FieldErrorDetail[] | undefined;
  cause?: unknown;
}

/**
 * Every failure of the API client. `message` carries the 'API ERROR - ' prefix
 * (docs/web-app.md#errors-and-messages).
 */
export class ApiError extends Error {
  readonly type: ApiErrorType;
  readonly status: number | undefined;
  readonly data: unknown;
  /** The `code` field of the error answer (docs/api.md), when the server sent one. */
  readonly code: ErrorCode | undefined;
  readonly details: FieldErrorDetail[];
  /** The message without the prefix, as the server wrote it. */
  readonly rawMessage: string;

  constructor(init: ApiErrorInit) {
    super(
      `${API_ERROR_PREFIX}${init.message}`,
      init.cause === undefined ? {} : { cause: init.cause },
    );
    this.name = 'ApiError';
    this.type = init.type;
    this.status = init.status;
    this.data = init.data;
    this.code = init.code;
    this.details = init.details ?? [];
    this.rawMessage = init.message;
  }

  /** The shared error type, for code that speaks `AppError` (STYLE: the client rebuilds it). */
  toAppError(): AppError {
    const code = this.code ?? codeForStatus(this.status) ?? 'InternalError';
    return new AppError(code, this.rawMessage, this.details.length ? this.details : undefined);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

const CODE_BY_STATUS = new Map<number, ErrorCode>(
  (Object.entries(ERROR_STATUS) as [ErrorCode, number][])
    .filter(([code]) => code !== 'InvalidCredentials')
    .map(([code, status]) => [status, code]),
);

function codeForStatus(status: number | undefined): ErrorCode | undefined {
  if (status === undefined) return undefined;
  return CODE_BY_STATUS.get(status) ?? (status >= 500 ? 'InternalError' : 'InvalidRequest');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function detailsOf(value: unknown): FieldErrorDetail[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) =>
    isRecord(item) && typeof item.path === 'string' && typeof item.message === 'string'
      ? [{ path: item.path, message: item.message }]
      : [],
  );
}

/** An error answer (status 400 and up) as an ApiError of type CLIENT or SERVER. */
export function errorFromResponse(status: number, statusText: string, data: unknown): ApiError {
  const body = isRecord(data) ? data : {};
  const message =
    typeof body.message === 'string' && body.message
      ? body.message
      : `${status}${statusText ? ` ${statusText}` : ''}`;
  return new ApiError({
    type: status >= 500 ? 'SERVER' : 'CLIENT',
    status,
    data,
    code: isErrorCode(body.code) ? body.code : undefined,
    details: detailsOf(body.details),
    message,
  });
}
