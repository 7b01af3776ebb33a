/**
 * The texts of ./messages.ts, in a module of their own without zod: the web app's fields find a
 * message's catalogue entry (`findText`) on every page with a form, which must not bring the
 * schemas that use these texts, and zod with them (nor the fair-chance check's phrases). Each is
 * exported by the module that uses it (./common.ts, ./jobs.ts, ./saved-searches.ts, ./uploads.ts,
 * ../validation/fair-chance-language.ts), as before.
 */

/** What a list says about a bad `since` or a bad paging cursor. */
export const PAGING_MESSAGES = {
  sinceFormat: 'Send a date (YYYY-MM-DD) or a time (ISO 8601).',
  sinceOutOfRange: 'Send a date between the years 1 and 9999.',
  cursorInvalid: 'The cursor is not valid.',
} as const;

export const BEFORE_AND_AFTER_MESSAGE = 'Send either before or after, not both.';

/** Why a list refuses a paging key it does not honour (`refuseQueryKeys`). */
export const REFUSED_QUERY_MESSAGES = {
  after: 'This list pages with before only: send the cursor of the last item seen as before.',
  since: 'This list cannot give what changed since a time: read it again from the start.',
} as const;

/** Why the jobs search refuses a query (docs/rules.md#job-search); Spanish in ./messages-es.ts. */
export const JOB_SEARCH_MESSAGES = {
  relevanceNeedsWords: 'Send words to search for (q) to sort by relevance.',
};

/** Why a saved search is refused; Spanish in ./messages-es.ts. */
export const SAVED_SEARCH_MESSAGES = {
  searchEmpty: 'Search for words or choose a filter before saving a search.',
};

/** What the upload form answers when it was already used (each form stores one file). */
export const UPLOAD_FORM_USED_MESSAGE = 'This upload form was already used. Try again.';

/** A job posting's text that turns away everyone with a record (../validation/fair-chance-language.ts). */
export const FAIR_CHANCE_LANGUAGE_MESSAGE =
  "Blanket bans on people with records aren't allowed here. Fair-chance employers consider each " +
  "person's record in context; choose the offense categories you can't accept in the Offenses " +
  'step instead.';
