/** Answers carry ISO 8601 timestamps (docs/api.md#requests-and-answers). */
export const iso = (date: Date) => date.toISOString();
export const isoOrNull = (date: Date | null | undefined) => (date ? date.toISOString() : null);
