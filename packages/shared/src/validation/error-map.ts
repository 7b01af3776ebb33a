/**
 * Words for zod's own checks that no schema words itself: a value outside a list, a missing
 * object, a value of the wrong kind. Without this they would read "Invalid option: expected one
 * of …" or "Invalid input: expected object, received undefined". A schema's own message wins.
 */
import { z } from 'zod';
import { VALIDATION_MESSAGES as M } from './messages.ts';

type Issue = z.core.$ZodRawIssue;

export function plainValidationMessage(issue: Issue): string | undefined {
  switch (issue.code) {
    case 'invalid_value':
    case 'invalid_union':
      return M.invalidChoice;
    case 'invalid_type':
      return issue.input === undefined || issue.input === null ? M.required : M.pattern;
    case 'invalid_format':
      return M.pattern;
    default:
      return undefined;
  }
}

/** Makes every schema use the product's words for zod's own checks (call once at start). */
export function installValidationMessages(): void {
  z.config({ customError: plainValidationMessage });
}
