/** PostgreSQL's error code, from either driver (node-postgres or PGlite, maybe wrapped by Drizzle). */
function sqlState(error: unknown): string | undefined {
  const cause = (error as { cause?: { code?: string } }).cause;
  return (error as { code?: string }).code ?? cause?.code;
}

/** PostgreSQL's unique_violation. */
export function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } }).cause;
  return sqlState(error) === '23505' || cause?.code === '23505';
}

/**
 * Text PostgreSQL cannot store (a NUL character: character_not_in_repertoire or
 * untranslatable_character): the caller's input, not the server's fault.
 */
export function isUnstorableText(error: unknown): boolean {
  const codes = [sqlState(error), (error as { cause?: { code?: string } }).cause?.code];
  return codes.some((code) => code === '22021' || code === '22P05');
}

/**
 * A transaction that lost a lock conflict to another and was stopped by PostgreSQL:
 * deadlock_detected, serialization_failure or lock_not_available. Nothing of it was written; the
 * same request sent again goes through.
 */
export function isLostLockConflict(error: unknown): boolean {
  const codes = [sqlState(error), (error as { cause?: { code?: string } }).cause?.code];
  return codes.some((code) => code === '40P01' || code === '40001' || code === '55P03');
}
