/** The SQL of a company's team: its members with their names. */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { employerMembers, users } from '../../db/schema.ts';

export type TeamMemberRow = {
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  role: string;
  createdAt: Date;
};

/** The company's members: the owner first, then the colleagues in the order they joined. */
export async function selectTeamMembers(
  db: Database,
  employerId: string,
): Promise<TeamMemberRow[]> {
  return db
    .select({
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      role: employerMembers.role,
      createdAt: employerMembers.createdAt,
    })
    .from(employerMembers)
    .innerJoin(users, eq(users.id, employerMembers.userId))
    .where(eq(employerMembers.employerId, employerId))
    .orderBy(
      sql`${employerMembers.role} = 'owner' desc`,
      asc(employerMembers.createdAt),
      asc(employerMembers.userId),
    );
}

/** Takes a colleague (never the owner) off the company; false when there is no such colleague. */
export async function deleteColleague(
  db: Database,
  employerId: string,
  userId: string,
): Promise<boolean> {
  const rows = await db
    .delete(employerMembers)
    .where(
      and(
        eq(employerMembers.employerId, employerId),
        eq(employerMembers.userId, userId),
        eq(employerMembers.role, 'member'),
      ),
    )
    .returning({ userId: employerMembers.userId });
  return rows.length === 1;
}
