/**
 * The benchmark's database: created, migrated by the API's own `openDatabase`, loaded with
 * load-data.sql (set-based, in one transaction), reused while its marker matches the scale and the
 * loader, and put back to its loaded state before each run (the write adds applications).
 * Runs under `node --import tsx` so that it can use the API's TypeScript modules.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import {
  AGES,
  CASE_MANAGER_POSITIONS,
  EXPERIENCE_LEVELS,
  EXPERIENCE_SKILLS,
  GENDERS,
  INDUSTRIES,
  JUSTICE_STATUSES,
  NUMBER_OF_EMPLOYEES,
  OFFENSE_GROUP_KEYS,
  OFFENSE_GROUPS,
  OFFENSES,
  PERSONAL_STRENGTHS,
  REFERRED_BY,
  RELEASED_AT,
  RSP_CLIENT_STATUSES,
  SEXUAL_OFFENSES,
  STATE_OR_FEDERAL,
  SUPPORT_NEEDS,
  TIME_SERVED,
  TYPES_OF_WORK,
  WISCONSIN_COUNTIES,
  WISCONSIN_INSTITUTIONS,
  WORKING_TIMES,
  YEARS_IN_BUSINESS,
} from '@fairchance/shared';
import { MIGRATIONS_FOLDER, openDatabase } from '../apps/api/src/db/client.ts';
import { hashPassword } from '../apps/api/src/lib/passwords.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Every account's password (bench data only: never on a real database). */
export const BENCH_PASSWORD = 'fairchance-bench-password';
export const EMAIL_DOMAIN = 'bench.fairchance.example';
/** Clients kept for the write: each run applies with them and the reset takes it back. */
export const WRITERS = 32;

/** Row counts per scale (issue 11): `small` is a tenth of `full`, `tiny` (the smoke) a hundredth. */
export const SCALES = {
  full: { employers: 5000, jobs: 100_000, clients: 50_000, applications: 300_000, orgs: 200 },
  small: { employers: 500, jobs: 10_000, clients: 5_000, applications: 30_000, orgs: 20 },
  tiny: { employers: 50, jobs: 1_000, clients: 500, applications: 3_000, orgs: 2 },
};

// ---- value lists: the shared enums, weighted where the real world is uneven --------------------

/** A weighted list: each value repeated `weight` times, checked against its enum. */
function bag(values, weights, fallback = 1) {
  for (const key of Object.keys(weights)) {
    if (!values.includes(key)) throw new Error(`bench: ${key} is not one of ${values.join(', ')}`);
  }
  return values.flatMap((v) => Array(weights[v] ?? fallback).fill(v));
}

/** The title of a job calling for each skill (parallel to EXPERIENCE_SKILLS). */
const TITLE_OF_SKILL = {
  construction: 'Construction Laborer',
  retail: 'Retail Associate',
  hospitality: 'Line Cook',
  landscaping: 'Landscaping Crew Member',
  deliveryDriver: 'Delivery Driver',
  truckDriver: 'CDL Truck Driver',
  warehouse: 'Warehouse Associate',
  carpentry: 'Carpenter',
  technology: 'IT Support Technician',
  generalLabor: 'General Laborer',
  salesMarketing: 'Sales Representative',
  janitorial: 'Custodian',
  electrician: 'Electrician Apprentice',
  welding: 'Welder',
  plumbing: 'Plumbing Apprentice',
  finance: 'Bookkeeper',
  education: 'Tutor',
  entertainment: 'Event Crew Member',
  healthcare: 'Patient Care Assistant',
  manufacturing: 'Machine Operator',
  operations: 'Operations Coordinator',
  engineering: 'Engineering Technician',
  customerService: 'Customer Service Representative',
  cncRobotics: 'CNC Operator',
  nursing: 'Certified Nursing Assistant',
  publicService: 'Public Works Laborer',
};

function valueLists() {
  const titles = EXPERIENCE_SKILLS.map((skill) => {
    const title = TITLE_OF_SKILL[skill];
    if (!title) throw new Error(`bench: no job title for the skill ${skill}`);
    return title;
  });
  const groupIndex = OFFENSES.map(
    (o) => OFFENSE_GROUP_KEYS.findIndex((g) => OFFENSE_GROUPS[g].includes(o)) + 1,
  );
  // How often a job turns a whole group away, and a category on its own (most jobs exclude few).
  const groupExclude = {
    offenseDrugs: 0.04,
    offensePropertyDamage: 0.06,
    offenseSexual: 0.4,
    offenseTheft: 0.1,
    offenseViolent: 0.2,
    offenseWhiteCollar: 0.08,
    offenseMotorVehicle: 0.1,
  };
  const categoryExclude = {
    homicide: 0.25,
    manslaughter: 0.15,
    domesticViolence: 0.1,
    arson: 0.08,
    vehicularHomicide: 0.15,
    robbery: 0.08,
  };
  return {
    OFFENSES,
    OFFENSE_GROUP_INDEX: groupIndex,
    GROUP_EXCLUDE_P: OFFENSE_GROUP_KEYS.map((g) => groupExclude[g]),
    CATEGORY_EXCLUDE_P: OFFENSES.map((o) => categoryExclude[o] ?? 0.02),
    SEXUAL_OFFENSES,
    OFFENSE_BAG: bag(
      OFFENSES,
      {
        possession: 20,
        distribution: 9,
        burglary: 7,
        robbery: 5,
        identityTheft: 3,
        battery: 7,
        domesticViolence: 5,
        recklessEndangerment: 3,
        homicide: 1,
        manslaughter: 1,
        diuDwi: 10,
        fleeingPolice: 3,
        hitAndRun: 2,
        fraud: 4,
        bailJumping: 4,
        vandalism: 3,
        sexualAssault: 2,
      },
      1,
    ),
    JUSTICE_BAG: bag(JUSTICE_STATUSES, {
      noOffense: 1,
      freeWorld: 5,
      probation: 4,
      parole: 4,
      halfwayHouse: 1,
      extendedSupervision: 2,
      currentlyIncarcerated: 3,
    }),
    COUNTY_BAG: bag(
      WISCONSIN_COUNTIES,
      {
        Milwaukee: 60,
        Dane: 16,
        Waukesha: 8,
        Brown: 7,
        Racine: 7,
        Kenosha: 6,
        Rock: 5,
        Outagamie: 4,
        Winnebago: 4,
        Marathon: 3,
        'La Crosse': 3,
        'Eau Claire': 3,
      },
      1,
    ),
    SUPPORT_BAG: bag(SUPPORT_NEEDS, {
      employment: 12,
      housing: 6,
      transportation: 6,
      resume: 4,
      interviewPreparation: 3,
      identificationDocuments: 3,
      jobTraining: 3,
      mentalHealth: 2,
      substanceUseTreatment: 2,
      phoneAccess: 2,
    }),
    SKILLS: EXPERIENCE_SKILLS,
    JOB_TITLES: titles,
    STRENGTHS: PERSONAL_STRENGTHS,
    // Steps coprime with the number of strengths: five steps from any start are five different ones.
    STRENGTH_STEPS: [1, 3, 7, 9, 11, 13, 17, 19].filter(
      (s) => gcd(s, PERSONAL_STRENGTHS.length) === 1,
    ),
    INDUSTRIES,
    YEARS_IN_BUSINESS,
    NUMBER_OF_EMPLOYEES: bag(NUMBER_OF_EMPLOYEES, { '1-50': 6, '51-200': 4, '201-500': 2 }),
    TYPE_OF_WORK_BAG: bag(TYPES_OF_WORK, { onsite: 12, remote: 1, hybrid: 2, inPerson: 5 }),
    WORKING_TIME_BAG: bag(WORKING_TIMES, { fullTime: 12, partTime: 5, contractor: 1, seasonal: 2 }),
    EXPERIENCE_LEVEL_BAG: bag(EXPERIENCE_LEVELS, { low: 4, entry: 5, mid: 3, high: 1 }),
    TIME_SERVED,
    RELEASED_AT_FREE: RELEASED_AT.filter((r) => r !== 'notCompleted'),
    STATE_OR_FEDERAL_BAG: bag(STATE_OR_FEDERAL, { state: 8, federal: 1, both: 1 }),
    REFERRED_BY,
    FACILITIES: WISCONSIN_INSTITUTIONS,
    GENDERS,
    AGES,
    POSITIONS: CASE_MANAGER_POSITIONS,
    RSP_CLIENT_STATUS_BAG: bag(RSP_CLIENT_STATUSES, { pending: 5, active: 12, closed: 3 }),
    FIRST_NAMES: [
      'Maria',
      'James',
      'Dante',
      'Aisha',
      'Marcus',
      'Tanya',
      'Luis',
      'Keisha',
      'Andre',
      'Nicole',
      'DeShawn',
      'Brittany',
      'Jose',
      'Latoya',
      'Tyrone',
      'Amber',
      'Carlos',
      'Jasmine',
      'Terrell',
      'Crystal',
      'Michael',
      'Ashley',
      'Robert',
      'Heather',
      'David',
      'Samantha',
      'Kevin',
      'Monique',
    ],
    LAST_NAMES: [
      'Lopez',
      'Carter',
      'Williams',
      'Johnson',
      'Smith',
      'Brown',
      'Jones',
      'Garcia',
      'Miller',
      'Davis',
      'Rodriguez',
      'Wilson',
      'Anderson',
      'Thomas',
      'Jackson',
      'White',
      'Harris',
      'Martin',
      'Thompson',
      'Moore',
      'Young',
      'Allen',
      'King',
      'Wright',
      'Scott',
      'Green',
      'Baker',
      'Hill',
    ],
    STREETS: [
      'Canal St',
      'Greenfield Ave',
      'Burleigh St',
      'Capitol Dr',
      'North Ave',
      'Lincoln Ave',
      'Mitchell St',
      'Fond du Lac Ave',
      'Oklahoma Ave',
      'Silver Spring Dr',
      'Main St',
      'Washington Ave',
    ],
    DEPARTMENTS: [
      'Operations',
      'Production',
      'Warehouse',
      'Kitchen',
      'Field crew',
      'Facilities',
      'Sales',
    ],
    EMPLOYER_PREFIXES: [
      'Badger',
      'Lakeside',
      'North Star',
      'Cream City',
      'Driftless',
      'Fox River',
      'Great Lakes',
      'Harbor',
      'Prairie',
      'Northwoods',
      'Capitol',
      'Bay View',
      'Menomonee',
      'Kinnickinnic',
    ],
    EMPLOYER_SUFFIXES: [
      'Builders',
      'Foods',
      'Logistics',
      'Manufacturing',
      'Services',
      'Health',
      'Hospitality',
      'Supply',
      'Works',
      'Co-op',
      'Landscaping',
      'Fabrication',
    ],
    ORG_PREFIXES: ['Lakeshore', 'Second Chance', 'Open Door', 'New Leaf', 'Bridge', 'Homeward'],
    NOTE_BODIES: [
      'Met to update the resume; next step is mock interviews.',
      'Called about the bus pass; dropped it off at the office.',
      'Applied to two warehouse jobs together; follow up on Friday.',
      'Needs an ID before starting; booked the DMV appointment.',
      'Checked in by phone: doing well at the new job.',
    ],
  };
}

function gcd(a, b) {
  return b === 0 ? a : gcd(b, a % b);
}

const sqlString = (s) => `'${String(s).replaceAll("'", "''")}'`;

/** A SQL literal: arrays become ARRAY[...] of their element type. */
function literal(value) {
  if (Array.isArray(value)) {
    if (value.every((v) => Number.isInteger(v))) return `array[${value.join(',')}]::int[]`;
    if (value.every((v) => typeof v === 'number')) return `array[${value.join(',')}]::float8[]`;
    return `array[${value.map(sqlString).join(',')}]::text[]`;
  }
  return String(value);
}

function migrationsFingerprint() {
  return readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8');
}

/** The load script with its counts and lists, and a fingerprint that changes with any of them. */
export function loadScript(scale) {
  const counts = SCALES[scale];
  if (!counts) throw new Error(`SCALE must be one of ${Object.keys(SCALES).join(', ')}`);
  const params = {
    EMPLOYERS: counts.employers,
    JOBS: counts.jobs,
    CLIENTS: counts.clients,
    APPLICATIONS: counts.applications,
    ORGS: counts.orgs,
    BIG_JOB_APPLICANTS: counts.applications / 100,
    ORG1_CLIENTS: counts.clients / 10,
    WRITERS,
    SCALE: scale,
    ...Object.fromEntries(Object.entries(valueLists()).map(([k, v]) => [k, literal(v)])),
  };
  const template = readFileSync(path.join(here, 'load-data.sql'), 'utf8');
  const fingerprint = createHash('sha256')
    .update(template)
    .update(JSON.stringify(params))
    .update(migrationsFingerprint())
    .digest('hex')
    .slice(0, 16);
  return {
    fingerprint,
    render(passwordHash) {
      const all = { ...params, LOADER_HASH: fingerprint, PASSWORD_HASH: passwordHash };
      return template.replace(/\{\{([A-Z0-9_]+)\}\}/g, (_, name) => {
        if (!(name in all)) throw new Error(`bench: load-data.sql uses {{${name}}}, not set`);
        return String(all[name]);
      });
    },
  };
}

/** The bench database's URL on the server that DATABASE_URL names. */
export function benchDatabaseUrl(serverUrl, scale) {
  const url = new URL(serverUrl);
  url.pathname = `/${process.env.BENCH_DB_NAME || `fc_bench_${scale}`}`;
  return url.toString();
}

export function pgliteDataDir(scale) {
  return path.join(os.tmpdir(), `fc-bench-pglite-${scale}`);
}

async function loadedMarker(query) {
  const [exists] = await query(`select to_regclass('bench.meta') is not null as ok`);
  if (!exists?.ok) return undefined;
  const rows = await query(`select key, value from bench.meta`);
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}

/**
 * Ensures the database holds the scale's data, resets what earlier runs wrote, and answers the
 * ids the run needs. `kind` is 'postgres' (DATABASE_URL names the server) or 'pglite'.
 */
export async function prepareDatabase({ kind, scale, serverUrl, reload, log }) {
  const script = loadScript(scale);
  if (kind === 'postgres') return preparePostgres({ script, scale, serverUrl, reload, log });
  return preparePglite({ script, scale, reload, log });
}

async function preparePostgres({ script, scale, serverUrl, reload, log }) {
  const url = benchDatabaseUrl(serverUrl, scale);
  const name = new URL(url).pathname.slice(1);
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    let exists = (await admin.query('select 1 from pg_database where datname = $1', [name]))
      .rowCount;
    if (exists && !reload) {
      const probe = new pg.Client({ connectionString: url });
      await probe.connect();
      const marker = await loadedMarker(async (text) => (await probe.query(text)).rows).finally(
        () => probe.end(),
      );
      if (marker?.loader === script.fingerprint) {
        log(`reusing ${name} (loaded ${marker.loaded_at}); --reload to rebuild`);
      } else {
        log(`${name} holds another load (${marker?.loader ?? 'none'}): rebuilding`);
        reload = true;
      }
    }
    if (exists && reload) {
      await admin.query(`drop database ${name} with (force)`);
      exists = 0;
    }
    if (!exists) {
      await admin.query(`create database ${name}`);
      const migrated = await openDatabase({ databaseUrl: url });
      await migrated.close();
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        const started = Date.now();
        log(`loading SCALE=${scale} into ${name} ...`);
        const sql = script.render(await hashPassword(BENCH_PASSWORD));
        await client.query('set synchronous_commit = off');
        await client.query(`begin;\n${sql}\ncommit;`);
        // What autovacuum does soon after a bulk load: the visibility map lets index-only scans
        // skip the tables (VACUUM cannot run inside the load's transaction).
        await client.query('vacuum analyze');
        log(`loaded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      } finally {
        await client.end();
      }
    }
  } finally {
    await admin.end();
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const query = async (text, params) => (await client.query(text, params)).rows;
    return { databaseUrl: url, ...(await resetAndDescribe(query, scale)) };
  } finally {
    await client.end();
  }
}

async function preparePglite({ script, scale, reload, log }) {
  const dataDir = pgliteDataDir(scale);
  const pgliteDir = path.join(dataDir, 'pglite');
  let database = reload ? undefined : await openDatabase({ pgliteDir });
  if (database) {
    const client = database.db.$client;
    const marker = await loadedMarker(async (text) => (await client.query(text)).rows);
    if (marker?.loader === script.fingerprint) {
      log(`reusing ${pgliteDir} (loaded ${marker.loaded_at}); --reload to rebuild`);
    } else {
      await database.close();
      database = undefined;
    }
  }
  if (!database) {
    await rm(dataDir, { recursive: true, force: true });
    database = await openDatabase({ pgliteDir });
    const started = Date.now();
    log(`loading SCALE=${scale} into PGlite at ${pgliteDir} ...`);
    const sql = script.render(await hashPassword(BENCH_PASSWORD));
    await database.db.$client.exec(`begin;\n${sql}\ncommit;`);
    await database.db.$client.exec('vacuum analyze');
    log(`loaded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  try {
    const client = database.db.$client;
    const query = async (text, params) => (await client.query(text, params)).rows;
    return { dataDir, ...(await resetAndDescribe(query, scale)) };
  } finally {
    await database.close();
  }
}

const email = (local) => `${local}@${EMAIL_DOMAIN}`;

/** Puts the data back as loaded (earlier runs' writes and sessions) and finds the run's ids. */
export async function resetAndDescribe(query, scale) {
  const { clients } = SCALES[scale];
  const writerEmails = Array.from({ length: WRITERS }, (_, k) =>
    email(`client${clients - WRITERS + 1 + k}`),
  );
  await query(
    `delete from applications where client_id in
       (select c.id from clients c join users u on u.id = c.user_id where u.email = any($1))`,
    [writerEmails],
  );
  await query('delete from outbox');
  await query('delete from refresh_tokens');
  await query('delete from rate_limit_hits');

  const [client] = await query(
    `select c.id, c.offense from clients c join users u on u.id = c.user_id where u.email = $1`,
    [email('client1')],
  );
  const [big] = await query(
    `select j.id, j.employer_id, count(*)::int as applicants
       from applications a join jobs j on j.id = a.job_id
       join employers e on e.id = j.employer_id join users u on u.id = e.user_id
      where u.email = $1 group by j.id, j.employer_id order by 3 desc limit 1`,
    [email('employer1')],
  );
  const [org] = await query(
    `select a.rsp_id, (select count(*)::int from rsp_clients rc where rc.rsp_id = a.rsp_id) as clients
       from rsp_accounts a join users u on u.id = a.user_id where u.email = $1`,
    [email('rsp1-owner')],
  );
  const jobIds = (
    await query(
      `select id from jobs where status = 'active' and offenses @> $1::text[]
        order by md5(id::text) limit 500`,
      [client.offense],
    )
  ).map((r) => r.id);
  const writerJobs = await query(
    `select id, questions from jobs
      where status = 'active' and offenses @> array['possession'] and id <> $1
      order by md5(id::text) limit 2000`,
    [big.id],
  );
  if (!client || !big || !org || jobIds.length === 0 || writerJobs.length === 0)
    throw new Error('bench: the loaded data lacks the accounts the run needs; run with --reload');
  return {
    client: { email: email('client1'), id: client.id },
    employer: {
      email: email('employer1'),
      id: big.employer_id,
      jobId: big.id,
      applicants: big.applicants,
    },
    rsp: { email: email('rsp1-owner'), id: org.rsp_id, clients: org.clients },
    jobIds,
    writers: writerEmails,
    writerJobs,
  };
}
