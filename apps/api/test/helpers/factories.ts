/** Test data with unique fields and overrides (STYLE "Tests"). */
import { randomBytes } from 'node:crypto';
import type { Database } from '../../src/db/client.ts';
import { rspAccounts, users } from '../../src/db/schema.ts';
import { hashPassword } from '../../src/lib/passwords.ts';

export const TEST_PASSWORD = 'correct-horse-battery';
let passwordHash: Promise<string> | undefined;

export const uniqueEmail = (prefix = 'user') =>
  `${prefix}-${randomBytes(5).toString('hex')}@test.example`;

export async function createUser(
  db: Database,
  overrides: Partial<typeof users.$inferInsert> & { rspRole?: 'owner' | 'member' } = {},
) {
  const { rspRole, ...values } = overrides;
  const [user] = await db
    .insert(users)
    .values({
      email: uniqueEmail(values.type ?? 'client'),
      passwordHash: await (passwordHash ??= hashPassword(TEST_PASSWORD)),
      firstName: 'Test',
      lastName: 'Person',
      type: 'client',
      ...values,
    })
    .returning();
  if (rspRole) await db.insert(rspAccounts).values({ userId: user!.id, role: rspRole });
  return user!;
}
