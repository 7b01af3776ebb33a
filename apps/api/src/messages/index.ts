/**
 * The API's messages in every language (docs/api.md#language): `API_TEXT.jobs.notFound` is what a
 * service throws; the error handler writes it in the caller's language.
 */
import { localize } from '@fairchance/shared';
import { API_MESSAGES } from './en.ts';
import { API_MESSAGES_ES } from './es.ts';

export type { RequestPart } from './en.ts';

export const API_TEXT = localize('api', API_MESSAGES, { es: API_MESSAGES_ES });
