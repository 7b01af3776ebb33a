/** GET /v1/admin/audit-log: newest first, filtered, paged. */
import { useInfiniteQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { AuditLogEntrySchema, type AuditLogEntry, type AuditLogQuery } from '@fairchance/shared';
import { api } from '#web/lib/api/index.ts';
import { ADMIN_PAGE_SIZE, adminKeys, cursorListQueryOptions, type ListFilters } from './keys.ts';

const AuditLogListSchema = z.array(AuditLogEntrySchema);

export function getAuditLog(
  filters: ListFilters<AuditLogQuery>,
  { before, signal }: { before?: string | undefined; signal?: AbortSignal } = {},
): Promise<AuditLogEntry[]> {
  return api.get('/v1/admin/audit-log', {
    query: { ...filters, limit: ADMIN_PAGE_SIZE, before },
    ...(signal ? { signal } : {}),
    parse: (data) => AuditLogListSchema.parse(data),
  });
}

export function getAuditLogQueryOptions(filters: ListFilters<AuditLogQuery>) {
  return cursorListQueryOptions(adminKeys.auditLog(filters), (before, signal) =>
    getAuditLog(filters, { before, signal }),
  );
}

export function useAuditLog(filters: ListFilters<AuditLogQuery>) {
  return useInfiniteQuery(getAuditLogQueryOptions(filters));
}
