/**
 * Demo data, loaded once on the first start of an empty database
 * (docs/data-model.md#where-data-lives): the known reentry providers as organizations, one
 * organization with an owner and a case manager, three employers with jobs, and three clients with
 * applications. The README lists the sign-ins.
 */
import { count, eq, inArray, sql } from 'drizzle-orm';
import {
  EMPLOYER_FREE_JOBS_DEFAULT,
  EMPLOYER_FREE_UNCLOAKS_DEFAULT,
  NON_ORGANIZATION_PROVIDERS,
  OFFENSES,
  REENTRY_PROVIDER_DETAILS,
  REENTRY_PROVIDERS,
  type Offense,
} from '@fairchance/shared';
import type { Database } from '../db/client.ts';
import {
  applications,
  clients,
  employers,
  jobs,
  rspAccounts,
  rspClients,
  rsps,
  systemState,
  users,
} from '../db/schema.ts';
import { hashPassword } from '../lib/passwords.ts';

export const DEMO_PASSWORD = 'fairchance-demo';
export const DEMO_DOMAIN = 'demo.fairchance.example';

/** The sign-ins the README lists. */
export const DEMO_ACCOUNTS = {
  client: `maria@${DEMO_DOMAIN}`,
  client2: `james@${DEMO_DOMAIN}`,
  client3: `dante@${DEMO_DOMAIN}`,
  employer: `hiring@brewcitybuilders.${DEMO_DOMAIN}`,
  employer2: `jobs@harborfoods.${DEMO_DOMAIN}`,
  employer3: `talent@northsidelogistics.${DEMO_DOMAIN}`,
  rspOwner: `director@lakeshore.${DEMO_DOMAIN}`,
  caseManager: `casemanager@lakeshore.${DEMO_DOMAIN}`,
} as const;

const DEMO_STATE_KEY = 'demoDataLoadedAt';

/** Every offense except the given ones: what a fair-chance employer typically accepts. */
const allOffensesExcept = (...excluded: Offense[]) => OFFENSES.filter((o) => !excluded.includes(o));

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

function nextMonthStart(): string {
  const d = new Date();
  const month = d.getUTCMonth() + 2; // 1-based, next month
  const year = d.getUTCFullYear() + (month > 12 ? 1 : 0);
  return `${String(((month - 1) % 12) + 1).padStart(2, '0')}.${year}`;
}

/** Loads the known providers (idempotent: every start makes sure they exist). */
export async function loadProviders(db: Database): Promise<void> {
  const organizations = REENTRY_PROVIDERS.filter(
    (key) => !(NON_ORGANIZATION_PROVIDERS as readonly string[]).includes(key),
  );
  for (const key of organizations) {
    const info = REENTRY_PROVIDER_DETAILS[key];
    await db
      .insert(rsps)
      .values({
        name: info.name,
        description: info.description,
        support: [...info.supports],
        servicesArea: [...info.servicesArea],
        state: 'WI',
        providerKey: key,
      })
      .onConflictDoNothing();
  }
}

export interface DemoQuotas {
  freeJobs: number;
  freeUncloaks: number;
}

/** Loads the demo data if the database has no users yet. Answers whether it loaded anything. */
export async function loadDemoData(
  db: Database,
  quotas: DemoQuotas = {
    freeJobs: EMPLOYER_FREE_JOBS_DEFAULT,
    freeUncloaks: EMPLOYER_FREE_UNCLOAKS_DEFAULT,
  },
): Promise<boolean> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(systemState)
      .values({ key: DEMO_STATE_KEY, value: new Date().toISOString() })
      .onConflictDoNothing()
      .returning();
    if (!claimed) return false;
    const [existing] = await tx.select({ n: count() }).from(users);
    if (Number(existing?.n ?? 0) > 0) return false;

    const user = async (
      email: string,
      firstName: string,
      lastName: string,
      type: 'client' | 'employer' | 'rsp',
      phone: string,
    ) => {
      const [row] = await tx
        .insert(users)
        .values({ email, passwordHash, firstName, lastName, type, phone })
        .returning({ id: users.id });
      return row!.id;
    };

    // --- Organization with an owner and a case manager --------------------------------------
    const ownerId = await user(DEMO_ACCOUNTS.rspOwner, 'Grace', 'Okafor', 'rsp', '4145550101');
    const caseManagerId = await user(
      DEMO_ACCOUNTS.caseManager,
      'Luis',
      'Ramirez',
      'rsp',
      '4145550102',
    );
    const [org] = await tx
      .insert(rsps)
      .values({
        name: 'Lakeshore Reentry Alliance',
        description:
          'Case management, job readiness and housing navigation for people coming home to ' +
          'Milwaukee County, from the first week after release to the first year on the job.',
        email: `hello@lakeshore.${DEMO_DOMAIN}`,
        phone: '4145550100',
        address: '2100 W Fond du Lac Ave',
        city: 'Milwaukee',
        state: 'WI',
        postalCode: '53206',
        servicesArea: ['Milwaukee', 'Waukesha', 'Racine'],
        support: [
          'employment',
          'resume',
          'interviewPreparation',
          'housing',
          'transportation',
          'mentoring',
        ],
        justiceStatus: ['freeWorld', 'probation', 'parole', 'halfwayHouse', 'extendedSupervision'],
        offenses: allOffensesExcept(),
      })
      .returning({ id: rsps.id });
    await tx.insert(rspAccounts).values([
      {
        userId: ownerId,
        rspId: org!.id,
        role: 'owner',
        position: 'operationManager',
        isProfileFilled: true,
      },
      {
        userId: caseManagerId,
        rspId: org!.id,
        role: 'member',
        position: 'caseManager',
        isProfileFilled: true,
      },
    ]);

    // --- Employers and jobs ------------------------------------------------------------------
    const employer = async (
      email: string,
      contact: [string, string],
      profile: Omit<
        typeof employers.$inferInsert,
        'userId' | 'availableJobsCount' | 'availableUncloaksCount'
      >,
    ) => {
      const userId = await user(email, contact[0], contact[1], 'employer', '4145550200');
      const [row] = await tx
        .insert(employers)
        .values({
          ...profile,
          userId,
          availableJobsCount: quotas.freeJobs,
          availableUncloaksCount: quotas.freeUncloaks,
        })
        .returning({ id: employers.id });
      return row!.id;
    };

    const builders = await employer(DEMO_ACCOUNTS.employer, ['Tom', 'Becker'], {
      name: 'Brew City Builders',
      industry: 'construction',
      description:
        'A general contractor building homes and small commercial spaces across Milwaukee. We train ' +
        'apprentices on the job and have hired people with records for over ten years.',
      yearsInBusiness: '10+',
      numberOfEmployees: '51-200',
      address: '1200 W Canal St',
      city: 'Milwaukee',
      state: 'WI',
      postalCode: '53233',
    });
    const harbor = await employer(DEMO_ACCOUNTS.employer2, ['Aisha', 'Johnson'], {
      name: 'Harbor Foods Co-op',
      industry: 'foodService',
      description:
        'A worker-friendly food co-op with a commercial kitchen and two grocery stores. We believe ' +
        'in second chances and promote from within.',
      yearsInBusiness: '5-10',
      numberOfEmployees: '51-200',
      address: '600 E Greenfield Ave',
      city: 'Milwaukee',
      state: 'WI',
      postalCode: '53204',
    });
    const northside = await employer(DEMO_ACCOUNTS.employer3, ['Mark', 'Nguyen'], {
      name: 'Northside Logistics',
      industry: 'warehousing',
      description:
        'Regional warehousing and last-mile delivery. Steady shifts, forklift certification paid ' +
        'by us, and a fair-chance hiring pledge.',
      yearsInBusiness: '10+',
      numberOfEmployees: '201-500',
      address: '4800 N 27th St',
      city: 'Milwaukee',
      state: 'WI',
      postalCode: '53209',
    });

    const startDate = nextMonthStart();
    const job = async (values: Omit<typeof jobs.$inferInsert, 'startDate'>, ageDays: number) => {
      const [row] = await tx
        .insert(jobs)
        .values({ ...values, startDate, createdAt: daysAgo(ageDays), updatedAt: daysAgo(ageDays) })
        .returning({ id: jobs.id });
      // Each demo job is a post the employer made: it uses up one of their free posts.
      await tx
        .update(employers)
        .set({ availableJobsCount: sql`greatest(${employers.availableJobsCount} - 1, 0)` })
        .where(eq(employers.id, values.employerId));
      return row!.id;
    };
    const milwaukee = (address: string, postalCode: string) => ({
      address,
      city: 'Milwaukee',
      state: 'WI',
      postalCode,
    });

    const carpenter = await job(
      {
        employerId: builders,
        title: 'Apprentice Carpenter',
        description:
          'Learn framing, finish carpentry and site safety alongside experienced carpenters.',
        department: 'Field Operations',
        typeOfWork: 'onsite',
        workingTime: 'fullTime',
        numberOfOpenPositions: 3,
        location: milwaukee('1200 W Canal St', '53233'),
        offenses: allOffensesExcept('arson'),
        responsibilities: [
          'Measure, cut and install framing',
          'Keep the site clean and safe',
          'Load and unload materials',
        ],
        experience: 'entry',
        skills: ['carpentry', 'construction', 'generalLabor'],
        skillsDescription:
          'Basic hand-tool skills and a willingness to learn. Steel-toe boots provided.',
        salaryOptions: {
          salary: 'hourly',
          min: 19,
          max: 24,
          description: 'Raises at 90 days and one year',
          bonuses: ['Tool allowance'],
        },
        questions: ['Are you able to lift 50 pounds?', 'Which days are you available to start?'],
      },
      9,
    );
    const siteLaborer = await job(
      {
        employerId: builders,
        title: 'Site Laborer',
        description: 'Support crews on residential builds: demolition, cleanup, material handling.',
        department: 'Field Operations',
        typeOfWork: 'onsite',
        workingTime: 'seasonal',
        numberOfOpenPositions: 5,
        location: milwaukee('3300 S 13th St', '53215'),
        offenses: allOffensesExcept(),
        responsibilities: ['Demolition and cleanup', 'Material handling'],
        experience: 'low',
        skills: ['construction', 'generalLabor', 'landscaping'],
        skillsDescription: 'No experience needed.',
        salaryOptions: {
          salary: 'hourly',
          min: 18,
          max: 18,
          description: 'Weekly pay',
          bonuses: [],
        },
        questions: [],
      },
      6,
    );
    const lineCook = await job(
      {
        employerId: harbor,
        title: 'Line Cook',
        description: 'Prepare fresh meals for our deli counters and catering orders.',
        department: 'Kitchen',
        typeOfWork: 'onsite',
        workingTime: 'fullTime',
        numberOfOpenPositions: 2,
        location: milwaukee('600 E Greenfield Ave', '53204'),
        offenses: allOffensesExcept('homicide', 'sexualAssault'),
        responsibilities: [
          'Prep and cook to recipe',
          'Follow food safety rules',
          'Keep stations clean',
        ],
        experience: 'entry',
        skills: ['hospitality', 'customerService'],
        skillsDescription: 'Kitchen experience helps; food handler training is paid for.',
        salaryOptions: {
          salary: 'hourly',
          min: 17,
          max: 21,
          description: 'Paid time off after 60 days',
          bonuses: ['Free staff meals'],
        },
        questions: ['Tell us about any kitchen experience you have.'],
      },
      5,
    );
    await job(
      {
        employerId: harbor,
        title: 'Customer Service Associate',
        description: 'Help shoppers, run the register and keep shelves stocked.',
        department: 'Stores',
        typeOfWork: 'inPerson',
        workingTime: 'partTime',
        numberOfOpenPositions: 4,
        location: null,
        offenses: allOffensesExcept('fraud', 'embezzlement', 'identityTheft'),
        responsibilities: ['Greet and help customers', 'Run the register', 'Stock shelves'],
        experience: 'low',
        skills: ['retail', 'customerService'],
        skillsDescription: 'Friendly and reliable.',
        salaryOptions: {
          salary: 'hourly',
          min: 16,
          max: 16,
          description: 'Flexible shifts',
          bonuses: [],
        },
        questions: [],
      },
      3,
    );
    const forklift = await job(
      {
        employerId: northside,
        title: 'Warehouse Associate',
        description: 'Pick, pack and ship orders in a clean, climate-controlled warehouse.',
        department: 'Fulfillment',
        typeOfWork: 'onsite',
        workingTime: 'fullTime',
        numberOfOpenPositions: 10,
        location: milwaukee('4800 N 27th St', '53209'),
        offenses: allOffensesExcept(),
        responsibilities: ['Pick and pack orders', 'Scan and label shipments', 'Keep aisles clear'],
        experience: 'low',
        skills: ['warehouse', 'generalLabor', 'deliveryDriver'],
        skillsDescription: 'Comfortable on your feet for a full shift.',
        salaryOptions: {
          salary: 'hourly',
          min: 18,
          max: 22,
          description: 'Shift differential for nights',
          bonuses: ['Attendance bonus'],
        },
        questions: ['Which shift do you prefer: day, evening or night?'],
      },
      2,
    );
    await job(
      {
        employerId: northside,
        title: 'Dispatch Coordinator',
        description: 'Plan delivery routes and keep drivers and customers informed.',
        department: 'Operations',
        typeOfWork: 'hybrid',
        workingTime: 'fullTime',
        numberOfOpenPositions: 1,
        location: null,
        offenses: allOffensesExcept('vehicularHomicide', 'vehicularManslaughter', 'hitAndRun'),
        responsibilities: ['Plan routes', 'Track deliveries', 'Answer driver calls'],
        experience: 'mid',
        skills: ['operations', 'customerService', 'technology'],
        skillsDescription: 'Comfortable with computers and phones; logistics experience a plus.',
        salaryOptions: {
          salary: 'yearly',
          min: 42000,
          max: 50000,
          description: 'Health, dental and 401(k)',
          bonuses: [],
        },
        questions: [],
      },
      1,
    );

    // --- Clients -----------------------------------------------------------------------------
    const client = async (
      email: string,
      name: [string, string],
      phone: string,
      profile: Omit<typeof clients.$inferInsert, 'userId'>,
    ) => {
      const userId = await user(email, name[0], name[1], 'client', phone);
      const [row] = await tx
        .insert(clients)
        .values({ ...profile, userId })
        .returning({ id: clients.id });
      return row!.id;
    };

    const maria = await client(DEMO_ACCOUNTS.client, ['Maria', 'Lopez'], '4145550301', {
      address: '2215 S 16th St',
      city: 'Milwaukee',
      state: 'WI',
      postalCode: '53215',
      county: 'Milwaukee',
      personalSummary:
        'Reliable and hard-working, with four years of warehouse and kitchen work. I finished a ' +
        'forklift course and a food handler course while inside and I am ready to get back to work.',
      justiceStatus: 'parole',
      support: ['employment', 'transportation', 'housing'],
      // Lakeshore is registered here, not a known provider: chosen under 'other' by its id (the
      // link itself is the rsp_clients row below).
      reentryServiceProvider: 'other',
      rspId: org!.id,
      personalStrengths: [
        'reliable',
        'hardWorking',
        'willingToLearn',
        'worksWellWithOthers',
        'punctual',
      ],
      experience: ['warehouse', 'hospitality', 'generalLabor'],
      languages: [
        { language: 'english', level: 'nativeBilingual' },
        { language: 'spanish', level: 'nativeBilingual' },
      ],
      offense: ['possession'],
      timeServed: '2to5',
      releasedAt: 'under1',
      stateOrFederal: 'state',
      relativeExperience: [
        {
          title: 'Warehouse Associate',
          company: 'Lakeside Distribution',
          startAtMonth: 3,
          startAtYear: 2016,
          endAtMonth: 8,
          endAtYear: 2019,
          stillWork: false,
          location: 'Milwaukee, WI',
          description: 'Picked and packed orders, trained new hires on the scanner system.',
        },
      ],
      education: [
        {
          schoolIssuer: 'Milwaukee Area Technical College',
          degree: 'Certificate',
          areaOfStudy: 'Culinary Arts',
          startYear: 2021,
          yearEarned: 2022,
          description: 'Food safety, knife skills and kitchen operations.',
        },
      ],
      license: [
        {
          licenseName: 'Forklift Operator',
          issuingOrganization: 'OSHA-authorized trainer',
          issueAtMonth: 5,
          issueAtYear: 2023,
          expirationAtMonth: null,
          expirationAtYear: null,
        },
      ],
      diversity: { gender: 'female', age: '25-34', ethnicity: 'latinxHispanic', disability: false },
      referredBy: 'caseManagerServicesProvider',
    });
    const james = await client(DEMO_ACCOUNTS.client2, ['James', 'Carter'], '4145550302', {
      address: '5120 W Burleigh St',
      city: 'Milwaukee',
      state: 'WI',
      postalCode: '53210',
      county: 'Milwaukee',
      personalSummary: 'Carpenter and general laborer who likes building things that last.',
      justiceStatus: 'freeWorld',
      support: ['resume', 'interviewPreparation'],
      personalStrengths: [
        'problemSolver',
        'hardWorking',
        'detailOriented',
        'reliable',
        'positiveAttitude',
      ],
      experience: ['carpentry', 'construction'],
      languages: [{ language: 'english', level: 'nativeBilingual' }],
      offense: ['burglary'],
      timeServed: '1to2',
      releasedAt: '3to5',
      stateOrFederal: 'state',
      relativeExperience: [
        {
          title: 'Carpenter Helper',
          company: 'Northshore Remodeling',
          startAtMonth: 6,
          startAtYear: 2021,
          endAtMonth: null,
          endAtYear: null,
          stillWork: true,
          location: 'Glendale, WI',
          description: 'Framing, drywall and trim on kitchen and bath remodels.',
        },
      ],
      referredBy: 'familyFriends',
    });
    await client(DEMO_ACCOUNTS.client3, ['Dante', 'Williams'], '4145550303', {
      justiceStatus: 'currentlyIncarcerated',
      facility: 'Oshkosh Correctional Institution',
      expectedReleasedAt: `${new Date().getUTCFullYear() + 1}-03-15`,
      releasedCounty: 'Milwaukee',
      releasedAt: 'notCompleted',
      support: ['housing', 'employment', 'identificationDocuments'],
      personalStrengths: [
        'willingToLearn',
        'peoplePerson',
        'leadsByExample',
        'creative',
        'trustworthyHonest',
      ],
      experience: ['welding', 'manufacturing'],
      languages: [{ language: 'english', level: 'nativeBilingual' }],
      offense: ['robbery'],
      timeServed: '5to7',
      stateOrFederal: 'state',
      referredBy: 'probationParoleOfficerSocialWorker',
    });

    await tx.insert(rspClients).values({
      rspId: org!.id,
      clientId: maria,
      status: 'active',
      caseManagerUserId: caseManagerId,
    });
    // James was hired five weeks ago, so his 30-day check-in is due (docs/rules.md#outcomes-after-hire).
    await tx.insert(rspClients).values({
      rspId: org!.id,
      clientId: james,
      status: 'active',
      caseManagerUserId: caseManagerId,
    });
    await tx.insert(applications).values([
      {
        jobId: siteLaborer,
        clientId: james,
        status: 'hired',
        answers: [],
        createdAt: daysAgo(50),
        interviewRequestedAt: daysAgo(45),
        closedAt: daysAgo(35),
      },
      {
        jobId: forklift,
        clientId: maria,
        status: 'interview',
        answers: [
          {
            question: 'Which shift do you prefer: day, evening or night?',
            answer: 'Day or evening.',
          },
        ],
        createdAt: daysAgo(1),
      },
      {
        jobId: lineCook,
        clientId: maria,
        status: 'applied',
        answers: [
          {
            question: 'Tell us about any kitchen experience you have.',
            answer: 'Culinary certificate and prep work.',
          },
        ],
        createdAt: daysAgo(2),
      },
      {
        jobId: carpenter,
        clientId: james,
        status: 'applied',
        answers: [
          { question: 'Are you able to lift 50 pounds?', answer: 'Yes.' },
          { question: 'Which days are you available to start?', answer: 'Any weekday.' },
        ],
        createdAt: daysAgo(0),
      },
    ]);
    // The interviews granted in the demo used up one free uncloak of each employer.
    await tx
      .update(employers)
      .set({ availableUncloaksCount: sql`greatest(${employers.availableUncloaksCount} - 1, 0)` })
      .where(inArray(employers.id, [northside, builders]));
    return true;
  });
}
