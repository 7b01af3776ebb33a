/**
 * The messages of the request schemas that are not validation messages of a field (those are in
 * ../validation/messages.ts): paging, refused query keys, a used upload form, fair-chance
 * language. Written in ./message-texts.ts (no zod there) and exported by the module that reads
 * each; gathered here with their Spanish (./messages-es.ts) so that the API can answer them in the
 * caller's language (docs/api.md#language).
 */
import { localize } from '../i18n/localize.ts';
import {
  BEFORE_AND_AFTER_MESSAGE,
  FAIR_CHANCE_LANGUAGE_MESSAGE,
  JOB_SEARCH_MESSAGES,
  PAGING_MESSAGES,
  REFUSED_QUERY_MESSAGES,
  SAVED_SEARCH_MESSAGES,
  UPLOAD_FORM_USED_MESSAGE,
} from './message-texts.ts';
import { SCHEMA_MESSAGES_ES } from './messages-es.ts';

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
