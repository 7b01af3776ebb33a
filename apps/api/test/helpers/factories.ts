/**
 * Test data with unique fields and overrides (each test makes its own data, so tests never depend
 * on one another).
 */
import { randomBytes } from 'node:crypto';
import { fullProfileAnswers } from '@fairchance/shared/testing';
import type { Database } from '../../src/db/client.ts';
import { applications, clients, rspAccounts, users } from '../../src/db/schema.ts';
import { hashPassword, passwordHashCost, type PasswordHashCost } from '../../src/lib/passwords.ts';

export const TEST_PASSWORD = 'correct-horse-battery';
/** TEST_PASSWORD hashed once per cost: a user checks at the cost of the app in force. */
const passwordHashes = new Map<PasswordHashCost, Promise<string>>();
function testPasswordHash(): Promise<string> {
  const cost = passwordHashCost();
  let hash = passwordHashes.get(cost);
  if (!hash) passwordHashes.set(cost, (hash = hashPassword(TEST_PASSWORD)));
  return hash;
}

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
      passwordHash: await testPasswordHash(),
      firstName: 'Test',
      lastName: 'Person',
      type: 'client',
      ...values,
    })
    .returning();
  if (rspRole) await db.insert(rspAccounts).values({ userId: user!.id, role: rspRole });
  return user!;
}

/** Letters only, so a secret made of it never turns up by chance inside ids or times. */
const uniqueWord = () =>
  [...randomBytes(6)].map((byte) => String.fromCharCode(97 + (byte % 26))).join('');

/** Ten digits of a valid US number that no other test uses. */
const uniquePhone = () =>
  `414${[...randomBytes(7)].map((byte) => String(2 + (byte % 8))).join('')}`;

/**
 * A client with every part of the profile filled in, and each identifying or sensitive value
 * unique, so a test can search an answer for it. `secrets` lists them by kind.
 */
export async function createFullClient(
  db: Database,
  overrides: Partial<typeof clients.$inferInsert> & {
    firstName?: string;
    lastName?: string;
    language?: string;
  } = {},
) {
  const { firstName, lastName, language, ...profile } = overrides;
  const word = uniqueWord();
  const identity = {
    firstName: firstName ?? `Tanya${word}`,
    lastName: lastName ?? `Whitfield${word}`,
    email: `tanya.${word}@client.example`,
    phone: uniquePhone(),
    street: `Quillfeather${word} Boulevard`,
    city: `Elkmont${word}`,
    postalCode: `5${[...randomBytes(4)].map((byte) => String(byte % 10)).join('')}`,
    companies: [`Zanzibar${word} Grillhouse`, `Larkspur${word} Logistics`],
    avatar: `avatars/${word}.png`,
  };
  const user = await createUser(db, {
    type: 'client',
    firstName: identity.firstName,
    lastName: identity.lastName,
    email: identity.email,
    phone: identity.phone,
    avatar: identity.avatar,
    ...(language ? { language } : {}),
  });
  const [client] = await db
    .insert(clients)
    .values({
      userId: user.id,
      address: `2718 ${identity.street}`,
      city: identity.city,
      state: 'WI',
      postalCode: identity.postalCode,
      ...fullProfileAnswers(),
      justiceStatus: 'parole',
      expectedReleasedAt: '2020-03-01',
      releasedCounty: 'Kenosha',
      offense: ['identityTheft', 'embezzlement', 'domesticViolence'],
      releasedAt: '1to2',
      relativeExperience: identity.companies.map((company, index) => ({
        title: index === 0 ? 'Line cook' : 'Dock worker',
        company,
        startAtMonth: 3,
        startAtYear: 2014 + index * 3,
        endAtMonth: 8,
        endAtYear: 2016 + index * 3,
        stillWork: false,
        location: 'Green Bay, WI',
        description: 'Grill, prep and loading.',
      })),
      ...profile,
    })
    .returning();
  return {
    user,
    client: client!,
    secrets: {
      identity: [
        identity.lastName,
        identity.firstName,
        identity.email,
        identity.phone,
        identity.street,
        identity.city,
        identity.postalCode,
        identity.avatar,
        ...identity.companies,
      ],
      /**
       * Offense history, release, support needs: never to an employer
       * (docs/roles-and-permissions.md#what-employers-never-get).
       */
      justiceAndSupport: [
        'identityTheft',
        'embezzlement',
        'domesticViolence',
        'Taycheedah',
        'Kenosha',
        '2020-03-01',
        'federal',
        'housing',
        'childCare',
        'wrtpMilwaukee',
        'caseManagerServicesProvider',
        'parole',
        'justiceStatus',
        'offense',
        'timeServed',
      ],
      /** Diversity: never to an employer. */
      diversity: ['bisexual', 'islam', 'divorced', 'blackAfricanAmerican', 'notVeteran'],
      ...identity,
    },
  };
}

/** An application of a client to a job (default: applied, now, answering nothing). */
export async function createApplication(
  db: Database,
  values: { jobId: string; clientId: string } & Partial<typeof applications.$inferInsert>,
) {
  const [row] = await db.insert(applications).values(values).returning();
  return row!;
}
