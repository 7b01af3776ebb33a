import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { TFunction } from 'i18next';
import type { ErrorCode } from '@fairchance/shared';
import { useToast } from '#web/components/ui/toast.tsx';
import { isApiError } from '#web/lib/api/errors.ts';

export interface ApiErrorHandlingOptions<TFields extends FieldValues> {
  /** The form's setError: field errors of the answer's `details` go onto its fields. */
  setError?: UseFormSetError<TFields>;
  /** The fields `details` may name; details for anything else fall back to the toast. */
  fields?: readonly Path<TFields>[];
  /**
   * Messages of this call by error code (docs/web-app.md#errors-and-messages), e.g.
   * ResourceConflict: 'Email already in use'.
   */
  messages?: Partial<Record<ErrorCode, string>>;
}

/**
 * The toast text for an error with no message of the call's own
 * (docs/web-app.md#errors-and-messages defaults).
 */
export function defaultErrorMessage(error: unknown, t: TFunction): string {
  if (isApiError(error)) {
    if (error.type === 'NETWORK') return t('errors.api.noConnection');
    if (error.code === 'RequestThrottled' || error.code === 'ServiceUnavailable')
      return t('errors.api.throttled');
    if (error.code === 'InvalidCredentials') return t('errors.api.invalidCredentials');
  }
  return t('errors.api.somethingWentWrong');
}

/**
 * Shows a failed call to the person (STYLE: errors): field errors from the answer's `details` go
 * onto the form with `setError` (the first is focused); any other failure is a danger toast with
 * the call's message for the error code, or the default ('No connection', 'Something went
 * wrong', …). Answers whether field errors were set.
 */
export function useApiErrorHandler() {
  const toast = useToast();
  const { t } = useTranslation();
  return useCallback(
    <TFields extends FieldValues>(
      error: unknown,
      options: ApiErrorHandlingOptions<TFields> = {},
    ): boolean => {
      let placed = 0;
      if (isApiError(error) && options.setError) {
        for (const detail of error.details) {
          const field = detail.path as Path<TFields>;
          if (options.fields && !options.fields.includes(field)) continue;
          options.setError(
            field,
            { type: 'server', message: detail.message },
            { shouldFocus: placed === 0 },
          );
          placed += 1;
        }
      }
      if (placed > 0) return true;
      const code = isApiError(error) ? error.code : undefined;
      const callMessage = code ? options.messages?.[code] : undefined;
      toast.danger(callMessage ?? defaultErrorMessage(error, t));
      return false;
    },
    [toast, t],
  );
}
