/**
 * 400 InvalidRequest from validation issues: a request schema's (the error handler), or a merged
 * change's (a job's or a client profile's). Each issue becomes a field detail whose words can be
 * written in any language (`issueText`), and the message names the first field
 * (docs/api.md#errors).
 */
import { AppError, issueText, type IssueFacts, type LocalizedText } from '@fairchance/shared';
import type { z } from 'zod';
import { API_TEXT, type RequestPart } from '../messages/index.ts';

export interface FieldIssue {
  /** Dotted path of the field. */
  path: string;
  /** The message zod wrote, in English. */
  message: string | undefined;
  facts: IssueFacts;
}

interface Options {
  /** Where the values were, when not in the body: the message says so. */
  part?: RequestPart | undefined;
  /** Whether the message starts with the first field's path (`name: This field is required.`). */
  namesField?: boolean;
  /** The message when there is no issue at all. */
  fallback?: LocalizedText;
}

export function invalidRequest(
  issues: readonly FieldIssue[],
  { part, namesField = true, fallback = API_TEXT.request.invalid }: Options = {},
): AppError {
  const details = issues.map((issue) => ({
    path: issue.path,
    message: issueText(issue.message, issue.facts),
  }));
  const first = details[0];
  if (!first) return new AppError('InvalidRequest', fallback);
  const message: LocalizedText = {
    key: first.message.key,
    in: (language) => {
      const words = first.message.in(language);
      const field = namesField && first.path ? `${first.path}: ${words}` : words;
      return part ? API_TEXT.request.inPart(field, part).in(language) : field;
    },
  };
  return new AppError('InvalidRequest', message, details);
}

/** Zod's issues as field issues. */
export function fieldIssues(issues: readonly z.core.$ZodIssue[]): FieldIssue[] {
  return issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
    facts: issue,
  }));
}
