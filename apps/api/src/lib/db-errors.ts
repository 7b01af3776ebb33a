/** PostgreSQL's unique_violation, from either driver (node-postgres or PGlite, maybe wrapped by Drizzle). */
export function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } }).cause;
  return (error as { code?: string }).code === '23505' || cause?.code === '23505';
}
