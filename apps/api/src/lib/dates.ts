/** Answers carry ISO 8601 timestamps (docs/api.md#requests-and-answers). */
export const iso = (date: Date) => date.toISOString();
export const isoOrNull = (date: Date | null | undefined) => (date ? date.toISOString() : null);

/** The start of `now`'s day, in UTC: the day a daily e-mail (job alert, notice digest) is sent in. */
export const dayStartOf = (now: Date) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

/** `now`'s calendar date in UTC, YYYY-MM-DD. */
export const isoDay = (now: Date) => now.toISOString().slice(0, 10);

/** `days` days before `now`. */
export const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000);
