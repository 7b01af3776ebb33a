import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { clients, rspAccounts, rspClientNotes, rspClients, rsps, users } from '../../db/schema.ts';

export type ClientRow = typeof clients.$inferSelect;

export async function findClientByUserId(
  db: Database,
  userId: string,
): Promise<ClientRow | undefined> {
  const [row] = await db.select().from(clients).where(eq(clients.userId, userId));
  return row;
}

/** A client's choice of organization: a known provider's key, or a registered one's id. */
export type OrganizationChoice = { providerKey: string } | { rspId: string };

/** The organization a client chose, with its owner if it has one. */
export async function findChosenOrganization(db: Database, choice: OrganizationChoice) {
  const [row] = await db
    .select({
      rsp: rsps,
      owner: { email: users.email, firstName: users.firstName, language: users.language },
    })
    .from(rsps)
    .leftJoin(rspAccounts, and(eq(rspAccounts.rspId, rsps.id), eq(rspAccounts.role, 'owner')))
    .leftJoin(users, eq(users.id, rspAccounts.userId))
    .where(
      'rspId' in choice ? eq(rsps.id, choice.rspId) : eq(rsps.providerKey, choice.providerKey),
    );
  return row;
}

export async function findClientProviders(db: Database, clientId: string) {
  return db
    .select({ rsp: rsps, link: rspClients })
    .from(rspClients)
    .innerJoin(rsps, eq(rsps.id, rspClients.rspId))
    .where(and(eq(rspClients.clientId, clientId), isNull(rspClients.withdrawnAt)))
    .orderBy(rspClients.createdAt);
}

/** Whether `rspId` is an organization registered here (not a known provider). */
export async function isRegisteredOrganization(db: Database, rspId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: rsps.id })
    .from(rsps)
    .where(and(eq(rsps.id, rspId), isNull(rsps.providerKey)));
  return Boolean(row);
}

/**
 * Deletes the client's link to the organization if the organization has not acted on it yet
 * (still pending, nobody assigned, no notes).
 */
export async function deleteUntouchedLink(
  db: Database,
  clientId: string,
  rspId: string,
): Promise<void> {
  await db
    .delete(rspClients)
    .where(
      and(
        eq(rspClients.clientId, clientId),
        eq(rspClients.rspId, rspId),
        eq(rspClients.status, 'pending'),
        isNull(rspClients.caseManagerUserId),
        sql`not exists (select 1 from ${rspClientNotes} where ${rspClientNotes.rspClientId} = ${rspClients.id})`,
      ),
    );
}

/**
 * Links the client to the organization, pending; a link the client had withdrawn shares again.
 * Answers false when an active link exists already.
 */
export async function upsertLink(db: Database, rspId: string, clientId: string): Promise<boolean> {
  const [linked] = await db
    .insert(rspClients)
    .values({ rspId, clientId })
    .onConflictDoUpdate({
      target: [rspClients.rspId, rspClients.clientId],
      set: { withdrawnAt: null, status: 'pending', closedAt: null },
      setWhere: isNotNull(rspClients.withdrawnAt),
    })
    .returning({ id: rspClients.id });
  return Boolean(linked);
}

/** Inserts the client's profile; undefined when the user has one already. */
export async function insertClient(
  db: Database,
  values: typeof clients.$inferInsert,
): Promise<ClientRow | undefined> {
  const [created] = await db.insert(clients).values(values).onConflictDoNothing().returning();
  return created;
}

export async function updateClient(
  db: Database,
  id: string,
  changes: Partial<typeof clients.$inferInsert>,
): Promise<ClientRow> {
  const [saved] = await db.update(clients).set(changes).where(eq(clients.id, id)).returning();
  return saved!;
}

/** Clears the profile's choice of organization (without returning the row). */
export async function clearOrganizationChoice(db: Database, id: string): Promise<void> {
  await db
    .update(clients)
    .set({ reentryServiceProvider: null, reentryPipeline: null, rspId: null })
    .where(eq(clients.id, id));
}

export async function setUserPhone(
  db: Database,
  userId: string,
  phone: string | null,
): Promise<void> {
  await db.update(users).set({ phone }).where(eq(users.id, userId));
}

/** Withdraws the client's active link to the organization; false when there is none. */
export async function withdrawLink(
  db: Database,
  clientId: string,
  rspId: string,
): Promise<boolean> {
  const [withdrawn] = await db
    .update(rspClients)
    .set({ withdrawnAt: new Date() })
    .where(
      and(
        eq(rspClients.clientId, clientId),
        eq(rspClients.rspId, rspId),
        isNull(rspClients.withdrawnAt),
      ),
    )
    .returning({ id: rspClients.id });
  return Boolean(withdrawn);
}
