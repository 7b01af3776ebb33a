/** Query keys of the staff console (docs/web-app.md#api-calls); lists refresh after every action. */
import type { AdminEmployersQuery, AdminUsersQuery, AuditLogQuery } from '@fairchance/shared';

export type ListFilters<T> = Omit<T, 'before' | 'limit'>;

export const adminKeys = {
  all: ['admin'] as const,
  secondFactor: ['admin', 'second-factor'] as const,
  users: (filters: ListFilters<AdminUsersQuery>) => ['admin', 'users', filters] as const,
  employers: (filters: ListFilters<AdminEmployersQuery>) =>
    ['admin', 'employers', filters] as const,
  numbers: (weeks: number) => ['admin', 'numbers', weeks] as const,
  auditLog: (filters: ListFilters<AuditLogQuery>) => ['admin', 'audit-log', filters] as const,
};

export const ADMIN_PAGE_SIZE = 20;

/** The next page's cursor: a short page is the last. */
export function nextCursor<T extends { cursor: string }>(page: readonly T[]): string | undefined {
  return page.length < ADMIN_PAGE_SIZE ? undefined : page[page.length - 1]?.cursor;
}
