import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { clients, rspAccounts, rspClients, rsps, users } from '../../db/schema.ts';

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
