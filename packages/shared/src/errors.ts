/**
 * Error codes of the API with their HTTP status, and the messages people see
 * (docs/api.md#errors). One source of truth for the server's error answers and the web client's
 * toasts. The messages are written in English here and in Spanish in ./errors-es.ts; the API
 * answers them in the caller's language (docs/api.md#language).
 */
import { SUPPORT_EMAIL } from './constants.ts';
import { CALL_MESSAGES_ES, ERROR_MESSAGES_ES } from './errors-es.ts';
import { DEFAULT_LANGUAGE, type AppLanguage } from './i18n/languages.ts';
import { localize, textIn, type LocalizedText } from './i18n/localize.ts';

export const ERROR_STATUS = {
  InvalidRequest: 400,
  InvalidCredentials: 401,
  Unauthorized: 401,
  PaymentDeclined: 402,
  Forbidden: 403,
  ResourceNotFound: 404,
  ResourceConflict: 409,
  PayloadTooLarge: 413,
  UnsupportedMediaType: 415,
  RequestThrottled: 429,
  InternalError: 500,
  ServiceUnavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

/** Default message for each code, used when a call has no message of its own. */
export const ERROR_MESSAGES: Record<ErrorCode, string> = {
  InvalidRequest: 'Some of the information is not valid.',
  InvalidCredentials: 'Invalid username/password',
  Unauthorized: 'Please sign in to continue.',
  PaymentDeclined: 'You have exceeded your free quota.',
  Forbidden: 'You do not have access to this.',
  ResourceNotFound: 'Not found.',
  ResourceConflict: 'This already exists.',
  PayloadTooLarge: 'The file or request is too large.',
  UnsupportedMediaType: 'This file type is not supported.',
  RequestThrottled: 'Too many requests. Please try again in a few minutes.',
  InternalError: 'Something went wrong',
  ServiceUnavailable: 'We are busy right now. Please try again in a moment.',
};

/** Messages of particular calls (docs/api.md#messages-for-particular-calls). */
export const CALL_MESSAGES = {
  invalidToken: 'Invalid token specified',
  refreshLockTimeout: 'Timed out while attempting to refresh auth token',
  loginInvalidCredentials: 'Invalid username/password',
  resetInvalidToken: 'Invalid password reset token',
  signUpEmailInUse: 'Email already in use',
  currentPasswordWrong: 'The current password is not correct.',
  emailChangeLinkInvalid: 'This link is not valid. Check that you copied all of it.',
  emailChangeLinkUsed: 'This link was already used, or a newer one replaced it.',
  emailChangeLinkExpired: 'This link has expired. Ask for a new one in your account settings.',
  noPendingEmailChange: 'There is no e-mail change waiting for confirmation.',
  signUpInvitationNotFound: 'Invitation not found',
  applyThrottled:
    "You've reached your application limit for today. Check back tomorrow to continue applying.",
  throttled: 'Too many requests. Please try again in a few minutes.',
  organizationNameConflict: 'Organization name already exist',
  organizationNotFound: 'Choose an organization from the list.',
  organizationClaimable: `This organization is already listed here. If you work there, write to ${SUPPORT_EMAIL} to claim it.`,
  somethingWentWrong: 'Something went wrong',
  noConnection: 'No connection',
  jobQuotaExceeded: 'You have exceeded your free job quota!',
  interviewQuotaExceeded: 'You have exceeded your free interview quota!',
} as const;

/** `ERROR_MESSAGES` in every language: `ERROR_TEXT.Forbidden.in('es')`. */
export const ERROR_TEXT = /* @__PURE__ */ localize('error', ERROR_MESSAGES, {
  es: ERROR_MESSAGES_ES,
});

/** `CALL_MESSAGES` in every language: what the API throws. */
export const CALL_TEXT = /* @__PURE__ */ localize('call', CALL_MESSAGES, { es: CALL_MESSAGES_ES });

/** Success toasts of the web app. */
export const SUCCESS_MESSAGES = {
  profileAdded: 'Profile added!',
  profileUpdated: 'Profile updated!',
  applicationSent: 'Your application was successful!',
  markedNotAFit: 'Client successfully marked as not a fit!',
  hired: 'Congratulations! Let the candidate know by sending them an email.',
  pipelineSubmitted: 'Thank you for submitting the information to us.',
  jobUpdated: 'Job Offer Updated!',
  accountSettingsUpdated: 'Account Settings updated!!',
  organizationUpdated: 'Organization updated!!',
  organizationAdded: 'Organization added!',
  invitationSent: 'Invitation sent!',
  caseManagerRemoved: 'Case Manager removed!',
  caseManagerUpdated: 'Case Manager updated!',
} as const;

/** The body of every error answer (docs/api.md#errors). */
export interface ErrorBody {
  code: ErrorCode;
  message: string;
  details?: FieldErrorDetail[];
}

export interface FieldErrorDetail {
  /** Dotted path of the field, e.g. `relativeExperience.0.endAtYear`. */
  path: string;
  message: string;
}

/** A field error as a service raises it: its message may still be written in any language. */
export interface AppErrorDetail {
  path: string;
  message: string | LocalizedText;
}

/**
 * One error type for both sides: thrown by services, answered by the API, rebuilt by the web
 * client. The API throws it with a `LocalizedText` and answers it in the caller's language
 * (`errorBodyIn`); `message`, `details` and `toBody()` are the English, for logs and for code that
 * reads them. The web client rebuilds it from an answer, whose words are already written.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  /** The field errors in English. */
  readonly details: FieldErrorDetail[] | undefined;
  /** When to try again (the `Retry-After` header of a 429 or 503), in seconds. */
  readonly retryAfterSeconds: number | undefined;
  /** The message people read, in any language; none for the code's own message. */
  readonly text: string | LocalizedText | undefined;
  /** The field errors, their messages in any language. */
  readonly detailTexts: readonly AppErrorDetail[] | undefined;

  constructor(
    code: ErrorCode,
    message?: string | LocalizedText,
    details?: readonly AppErrorDetail[],
    options: { retryAfterSeconds?: number } = {},
  ) {
    super(message === undefined ? ERROR_MESSAGES[code] : textIn(message, DEFAULT_LANGUAGE));
    this.name = 'AppError';
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.text = message;
    this.detailTexts = details;
    this.details = details && writeDetails(details, DEFAULT_LANGUAGE);
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  /** The answer's body in English. */
  toBody(): ErrorBody {
    return this.details?.length
      ? { code: this.code, message: this.message, details: this.details }
      : { code: this.code, message: this.message };
  }
}

/**
 * The answer's body of `error`, its words in `language`. A function rather than a method, so that
 * a bundle that never writes an answer (the web app's) leaves the translations out.
 */
export function errorBodyIn(error: AppError, language: AppLanguage): ErrorBody {
  const message = textIn(error.text ?? ERROR_TEXT[error.code], language);
  return error.detailTexts?.length
    ? { code: error.code, message, details: writeDetails(error.detailTexts, language) }
    : { code: error.code, message };
}

function writeDetails(details: readonly AppErrorDetail[], language: AppLanguage) {
  return details.map((detail) => ({
    path: detail.path,
    message: textIn(detail.message, language),
  }));
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && value in ERROR_STATUS;
}
