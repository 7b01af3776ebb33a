/**
 * The messages of the request schemas that are not validation messages of a field (those are in
 * ../validation/messages.ts): paging, refused query keys, a used upload form, fair-chance
 * language. Kept where each schema reads it; gathered here with their Spanish (./messages-es.ts)
 * so that the API can answer them in the caller's language (docs/api.md#language).
 */
import { localize } from '../i18n/localize.ts';
import { FAIR_CHANCE_LANGUAGE_MESSAGE } from '../validation/fair-chance-language.ts';
import { BEFORE_AND_AFTER_MESSAGE, PAGING_MESSAGES, REFUSED_QUERY_MESSAGES } from './common.ts';
import { SCHEMA_MESSAGES_ES } from './messages-es.ts';
import { JOB_SEARCH_MESSAGES } from './jobs.ts';
import { SAVED_SEARCH_MESSAGES } from './saved-searches.ts';
import { UPLOAD_FORM_USED_MESSAGE } from './uploads.ts';

export const SCHEMA_MESSAGES = {
  paging: PAGING_MESSAGES,
  refusedQuery: REFUSED_QUERY_MESSAGES,
  beforeAndAfter: BEFORE_AND_AFTER_MESSAGE,
  uploadFormUsed: UPLOAD_FORM_USED_MESSAGE,
  fairChanceLanguage: FAIR_CHANCE_LANGUAGE_MESSAGE,
  jobSearch: JOB_SEARCH_MESSAGES,
  savedSearch: SAVED_SEARCH_MESSAGES,
};

/** `SCHEMA_MESSAGES` in every language. */
export const SCHEMA_TEXT = /* @__PURE__ */ localize('schema', SCHEMA_MESSAGES, {
  es: SCHEMA_MESSAGES_ES,
});
