/** Helpers for this package's tests (not exported from the package). */
import type { z } from 'zod';

/** Messages by dotted path ('' for the root), or {} when the value is valid. */
export function issuesOf(schema: z.ZodType, value: unknown): Record<string, string[]> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const byPath: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.');
    (byPath[path] ??= []).push(issue.message);
  }
  return byPath;
}

/** The first message at a path, or undefined. */
export function messageAt(schema: z.ZodType, value: unknown, path: string): string | undefined {
  return issuesOf(schema, value)[path]?.[0];
}
