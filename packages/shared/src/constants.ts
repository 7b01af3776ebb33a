/**
 * Business constants and limits (docs/validation.md#lengths-and-limits, docs/rules.md#limits,
 * docs/web-app.md#timing-constants).
 * Defaults; the server may override some by settings.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PERSONAL_STRENGTHS_COUNT = 5;
export const SUMMARY_MAX_LENGTH = 1000;
/** A client's statement in their own words, shown to an employer from the interview on. */
export const STATEMENT_MAX_LENGTH = 2000;
export const ANSWER_MAX_LENGTH = 1000;
export const DESCRIPTION_MAX_LENGTH = 1000;
export const HISTORY_DESCRIPTION_MAX_LENGTH = 500;

/** Limits the product sets itself: generous, but bounded so no field can carry megabytes. */
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MAX_LENGTH = 256;
/** Default for short text (titles, departments, addresses, cities). */
export const TEXT_MAX_LENGTH = 200;
/** Job descriptions and skill descriptions. */
export const LONG_TEXT_MAX_LENGTH = 5000;
export const NOTES_MAX_LENGTH = 5000;
/** Entries of a list-type step (responsibilities, bonuses, questions) and how many. */
export const LIST_ITEM_MAX_LENGTH = 500;
export const LIST_MAX_ITEMS = 50;

/**
 * The largest onboarding draft the API keeps, as a JSON body (docs/decisions/025-onboarding-drafts.md):
 * many times what a whole onboarding usually holds, far below what would let a draft store files.
 */
export const PROFILE_DRAFT_MAX_BYTES = 64 * 1024;

/**
 * An onboarding draft not saved for this many days is deleted by the hourly sweep: it holds
 * answers about a criminal record, and one left behind should not be kept for ever
 * (docs/rules.md#onboarding-drafts).
 */
export const PROFILE_DRAFT_RETENTION_DAYS = 90;

export const PHONE_DIGITS = 10;
export const PHONE_MASKED_LENGTH = 14;

export const AVATAR_MAX_BYTES = 1024 * 1024;
export const MEDIA_CONTENT_TYPES = ['image/gif', 'image/jpeg', 'image/png', 'image/tiff'] as const;
export const AVATAR_ACCEPT = ['image/jpeg', 'image/gif', 'image/png'] as const;

export const YEARS_BACK_FOR_HISTORY = 75;
export const YEARS_FORWARD_FOR_EXPIRATION = 18;
export const YEARS_FORWARD_FOR_JOB_START = 3;

export const PAY_PRESETS = { hourly: 15, yearly: 31200 } as const;

export const TOKEN_REFRESH_MARGIN_SECONDS = 60;
export const REFRESH_LOCK_ACQUIRE_MS = 5000;
export const REFRESH_LOCK_TRIES = 10;
export const SESSION_COOKIE_NAME = 'is.authenticated';
export const SESSION_COOKIE_DAYS = 90;
/**
 * The file the web build writes beside index.html with each screen's script files, which the
 * server names in that screen's page (docs/decisions/054-preloads-in-the-page.md).
 */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

export const TOAST_DURATION_MS = 3500;
export const TOAST_EXIT_MS = 300;
export const WIZARD_DEFAULT_BUTTON_LABEL = 'Next';
export const MULTILINE_DEFAULT_ROWS = 4;
export const DESKTOP_BREAKPOINT_EM = 48;

export const REQUEST_RETRIES = 4;
export const REQUEST_RETRY_BASE_MS = 100;
export const REQUEST_RETRY_JITTER = 0.2;

export const PAGE_SIZE_DEFAULT = 20;

/** The jobs search (docs/rules.md#job-search): the longest search text, in characters. */
export const JOB_SEARCH_TEXT_MAX = 200;
/** `postedWithin` takes 1 to this many days. */
export const POSTED_WITHIN_DAYS_MAX = 365;
/** `minPay` takes an hourly amount from 0 to this. */
export const MIN_PAY_MAX = 1000;
export const PAGE_SIZE_MAX = 100;

/** docs/rules.md defaults, each configurable on the server. */
export const APPLICATION_DAILY_LIMIT_DEFAULT = 3;
export const EMPLOYER_FREE_JOBS_DEFAULT = 3;
export const EMPLOYER_FREE_UNCLOAKS_DEFAULT = 3;
export const APPLICATION_EXPIRY_DAYS = 30;
export const PASSWORD_RESET_TOKEN_MINUTES = 60;
/** How long the link that confirms a new sign-in e-mail works. */
export const EMAIL_CHANGE_TOKEN_HOURS = 24;
export const ACCESS_TOKEN_MINUTES = 15;
export const REFRESH_TOKEN_DAYS = 30;
export const UPLOAD_URL_MINUTES = 5;
export const SUGGESTED_JOBS_MAX = 20;
/**
 * A searched or filtered jobs list counts its matches up to this many; past it, `x-total-count`
 * says this number and `x-total-count-capped` says there are more (docs/rules.md#job-search).
 */
export const JOB_SEARCH_TOTAL_CAP = 1000;
/**
 * `sort=relevance` and `sort=match` rank this many of the list's newest jobs (for `match`, those
 * that share a trade with the client); the rest of the list follows newest first
 * (docs/rules.md#job-search).
 */
export const RANKED_WINDOW = 500;
/** Saved searches (docs/rules.md#saved-searches-and-job-alerts): at most this many per client. */
export const SAVED_SEARCHES_MAX = 20;
/** A saved search's name: 1 to this many characters. */
export const SAVED_SEARCH_NAME_MAX = 80;
/** A job alert lists at most this many new jobs per saved search, then links to the rest. */
export const JOB_ALERT_JOBS_PER_SEARCH = 10;
/** A job report's comment (docs/rules.md#job-reports): at most this many characters. */
export const JOB_REPORT_COMMENT_MAX = 1000;
/** Job reports one client may send in an hour (docs/rules.md#rate-limits). */
export const JOB_REPORTS_PER_USER_PER_HOUR = 20;
/** The reason staff give for an action (unpublish, restore, approve, decline). */
export const STAFF_REASON_MAX = 1000;
/** What an owner writes about themselves when claiming an organization. */
export const ORGANIZATION_CLAIM_MESSAGE_MAX = 1000;

export const OAUTH_CLIENT_ID_DEFAULT = 'web';
export const OAUTH_CLIENT_SECRET_DEFAULT = 'web';

export const PRODUCT_NAME = 'FairChance Jobs';
export const SUPPORT_EMAIL = 'support@fairchance.example';

/** Check-ins after a hire, in days after it (docs/rules.md#outcomes-after-hire). */
export const CHECK_IN_MILESTONES = [30, 90, 180] as const;
export type CheckInMilestone = (typeof CHECK_IN_MILESTONES)[number];
/** A check-in not recorded this many days after it fell due is overdue. */
export const CHECK_IN_OVERDUE_DAYS = 14;
/**
 * The client's e-mail of a milestone goes out only while it is the latest due, and the last one
 * within this many days, so that hires from long ago are not all e-mailed at once.
 */
export const CHECK_IN_EMAIL_WINDOW_DAYS = 60;

/** How many organizations a directory search answers (GET /v1/rsp). */
export const ORGANIZATION_DIRECTORY_LIMIT = 20;

/**
 * Where an uploaded file is served back: avatars and images are shown with this URL. Here, with
 * no schema beside it, so the web app's first page can use it without zod.
 */
export const mediaUrl = (key: string) => `/api/v1/media/${key}`;
