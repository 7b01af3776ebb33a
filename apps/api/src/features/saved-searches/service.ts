/**
 * Saved searches (docs/rules.md#saved-searches-and-job-alerts): a client keeps up to
 * SAVED_SEARCHES_MAX searches of Current Opportunities, each under a name of its own, and turns
 * each one's alerts on or off. Only the client sees or changes them; anyone else's id is not found.
 */
import {
  AppError,
  SAVED_SEARCHES_MAX,
  type CreateSavedSearchRequest,
  type JobSearch,
  type SavedJobSearch,
  type SavedSearch,
  type UpdateSavedSearchRequest,
} from '@fairchance/shared';
import type { AppContext } from '../../context.ts';
import { iso } from '../../lib/dates.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { API_TEXT } from '../../messages/index.ts';
import {
  deleteSavedSearch as deleteSavedSearchRow,
  disableClientAlerts,
  findClientIdOfUser,
  findSavedSearches,
  insertSavedSearch,
  lockClientAndCountSavedSearches,
  updateSavedSearch as updateSavedSearchRow,
  type SavedSearchRow,
} from './queries.ts';
import { clientIdOfUnsubscribeToken } from './unsubscribe-tokens.ts';

const profileNotFound = () => new AppError('ResourceNotFound', API_TEXT.clients.profileNotFound);
const searchNotFound = () => new AppError('ResourceNotFound', API_TEXT.savedSearches.notFound);
const nameTaken = () =>
  new AppError('ResourceConflict', API_TEXT.savedSearches.nameTaken, [
    { path: 'name', message: API_TEXT.savedSearches.nameTaken },
  ]);
const tooMany = () =>
  new AppError('InvalidRequest', API_TEXT.savedSearches.tooMany(SAVED_SEARCHES_MAX));

/** The search as stored and answered: only the keys it sets. */
export function storedSearch(search: JobSearch): SavedJobSearch {
  const kept = Object.entries(search).filter(
    ([, value]) => value !== undefined && !(Array.isArray(value) && value.length === 0),
  );
  return Object.fromEntries(kept) as SavedJobSearch;
}

export function toSavedSearch(row: SavedSearchRow): SavedSearch {
  return {
    id: row.id,
    name: row.name,
    search: row.search as SavedJobSearch,
    alertsEnabled: row.alertsEnabled,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/** The caller's client id when `clientId` is theirs; anything else is not found. */
async function ownClientId(ctx: AppContext, userId: string, clientId: string): Promise<string> {
  const own = await findClientIdOfUser(ctx.db, userId);
  if (own !== clientId) throw profileNotFound();
  return own;
}

export async function listSavedSearches(
  ctx: AppContext,
  userId: string,
  clientId: string,
): Promise<SavedSearch[]> {
  const id = await ownClientId(ctx, userId, clientId);
  return (await findSavedSearches(ctx.db, id)).map(toSavedSearch);
}

/** The client's row is locked while counting, so two saves at once cannot pass the limit. */
export async function createSavedSearch(
  ctx: AppContext,
  userId: string,
  clientId: string,
  request: CreateSavedSearchRequest & { search: JobSearch; alertsEnabled: boolean },
): Promise<SavedSearch> {
  const id = await ownClientId(ctx, userId, clientId);
  try {
    const row = await ctx.db.transaction(async (tx) => {
      if ((await lockClientAndCountSavedSearches(tx, id)) >= SAVED_SEARCHES_MAX) throw tooMany();
      return insertSavedSearch(tx, {
        clientId: id,
        name: request.name,
        search: storedSearch(request.search),
        alertsEnabled: request.alertsEnabled,
      });
    });
    return toSavedSearch(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

export async function updateSavedSearch(
  ctx: AppContext,
  userId: string,
  clientId: string,
  searchId: string,
  patch: UpdateSavedSearchRequest & { search?: JobSearch | undefined },
): Promise<SavedSearch> {
  const id = await ownClientId(ctx, userId, clientId);
  try {
    const row = await updateSavedSearchRow(ctx.db, id, searchId, {
      ...(patch.name !== undefined ? { name: patch.name } : {}),
      ...(patch.search !== undefined ? { search: storedSearch(patch.search) } : {}),
      ...(patch.alertsEnabled !== undefined ? { alertsEnabled: patch.alertsEnabled } : {}),
    });
    if (!row) throw searchNotFound();
    return toSavedSearch(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

export async function deleteSavedSearch(
  ctx: AppContext,
  userId: string,
  clientId: string,
  searchId: string,
): Promise<void> {
  const id = await ownClientId(ctx, userId, clientId);
  if (!(await deleteSavedSearchRow(ctx.db, id, searchId))) throw searchNotFound();
}

/**
 * The one-click link of every job alert: turns off the alerts of all the client's saved searches
 * (the searches stay). Works without signing in; doing it twice is the same as once.
 */
export async function unsubscribeFromJobAlerts(ctx: AppContext, token: string): Promise<void> {
  const secret = ctx.settings.authSecret;
  const clientId = secret ? clientIdOfUnsubscribeToken(secret, token) : undefined;
  if (!clientId || !(await disableClientAlerts(ctx.db, clientId)))
    throw new AppError('ResourceNotFound', API_TEXT.savedSearches.unsubscribeLinkInvalid);
}
