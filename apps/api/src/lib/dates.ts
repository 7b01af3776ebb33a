/** Answers carry ISO 8601 timestamps (DESIGN §3). */
export const iso = (date: Date) => date.toISOString();
export const isoOrNull = (date: Date | null | undefined) => (date ? date.toISOString() : null);
