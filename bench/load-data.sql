-- The benchmark's data set (issue 11), loaded with set-based SQL into a freshly migrated database.
-- bench/load-data.mjs fills the double-braced tokens: the row counts of the scale, one argon2 hash
-- shared by every account, and the value lists, taken from packages/shared's enums (weighted lists
-- repeat a value as often as it should be drawn). Every draw is a hash of the row number, so the
-- same scale gives the same data on every load and on both databases; times are relative to now().
-- Runs in one transaction on PostgreSQL and on PGlite.

-- Triggers off while loading (the foreign keys' checks and the counters kept on `jobs` and in
-- `active_job_offense_counts`): the data is consistent by construction, and the counters are
-- recounted once, set-based, at the end (recount_job_counters, migration 0006).
set local session_replication_role = replica;

create schema bench;

-- A number in [0, 1) drawn from a row number and a salt.
create function bench.r(i bigint, salt int) returns float8 language sql immutable as $$
  select (hashint8(i * 1000003 + salt * 7919) & 2147483647)::float8 / 2147483648.0
$$;

-- One element of an array, drawn uniformly (a weighted list draws by weight).
create function bench.pick(arr text[], i bigint, salt int) returns text language sql immutable as $$
  select arr[1 + floor(bench.r(i, salt) * cardinality(arr))::int]
$$;

-- A UUID v7 as the API makes them (time-ordered by the row's creation time).
create function bench.uuid7(ts timestamptz, i bigint, salt int) returns uuid language sql immutable as $$
  select (lpad(to_hex(floor(extract(epoch from ts) * 1000)::bigint), 12, '0') || '7' ||
          substr(h, 1, 3) || '8' || substr(h, 4, 15))::uuid
  from (select md5(i::text || ':' || salt::text) as h) x
$$;

-- A Wisconsin address for a county: the county seat for the big ones, the county's name otherwise.
create function bench.city(county text) returns text language sql immutable as $$
  select case county
    when 'Milwaukee' then 'Milwaukee' when 'Dane' then 'Madison' when 'Waukesha' then 'Waukesha'
    when 'Brown' then 'Green Bay' when 'Racine' then 'Racine' when 'Kenosha' then 'Kenosha'
    when 'Rock' then 'Janesville' when 'Outagamie' then 'Appleton' when 'Winnebago' then 'Oshkosh'
    when 'Marathon' then 'Wausau' when 'La Crosse' then 'La Crosse' when 'Eau Claire' then 'Eau Claire'
    else county end
$$;

create table bench.meta (
  key text primary key,
  value text not null
);

-- ---- plans: one row per thing to create, with its id and the draws the inserts share --------

create temp table t_emp as
select i,
       bench.uuid7(created_at, i, 1) as user_id,
       bench.uuid7(created_at, i, 2) as id,
       created_at
from (select i, now() - interval '400 days' - interval '300 days' * bench.r(i, 3) as created_at
      from generate_series(1, {{EMPLOYERS}}) i) x;
create unique index on t_emp (i);

-- Jobs: the first 15% belong to the 10 largest employers and are the most applied to (the
-- applications below draw jobs with a skew towards low numbers). Job 1 is the job with
-- {{BIG_JOB_APPLICANTS}} applicants, of employer 1. 80% active, 20% paused.
create temp table t_job as
select i, id, employer_i, created_at, status, skill1, skill2, skill3, offenses, has_questions
from (
  select i,
         bench.uuid7(created_at, i, 11) as id,
         case when i = 1 then 1
              when i <= {{JOBS}} * 0.15 then 1 + (i % least(10, {{EMPLOYERS}}))
              else 1 + least(10, {{EMPLOYERS}} - 1) + (i % greatest(1, {{EMPLOYERS}} - 10)) end as employer_i,
         created_at,
         case when i = 1 or bench.r(i, 12) < 0.8 then 'active' else 'paused' end as status,
         1 + floor(bench.r(i, 13) * cardinality({{SKILLS}}::text[]))::int as skill1,
         case when bench.r(i, 14) < 0.6 then 1 + floor(bench.r(i, 15) * cardinality({{SKILLS}}::text[]))::int end as skill2,
         case when bench.r(i, 16) < 0.25 then 1 + floor(bench.r(i, 17) * cardinality({{SKILLS}}::text[]))::int end as skill3,
         case when i = 1 then {{OFFENSES}}::text[] else coalesce(nullif(array(
           select o from unnest({{OFFENSES}}::text[], {{OFFENSE_GROUP_INDEX}}::int[], {{CATEGORY_EXCLUDE_P}}::float8[])
                    with ordinality as t(o, g, p, n)
           where bench.r(x.i, 100 + g) >= ({{GROUP_EXCLUDE_P}}::float8[])[g]
             and bench.r(x.i, 200 + n::int) >= p
           order by n), '{}'::text[]), {{OFFENSES}}::text[]) end as offenses,
         i <> 1 and bench.r(i, 18) < 0.4 as has_questions
  from (select i, case when i = 1 then now() - interval '40 days'
                      else now() - interval '270 days' * power(bench.r(i, 10), 1.5) end as created_at
        from generate_series(1, {{JOBS}}) i) x
) y;
create unique index on t_job (i);

-- Clients: justice statuses and offenses spread over the categories (weighted lists); the last
-- {{WRITERS}} are the benchmark's applicants for the write (no applications, no organization).
-- Client 1 is the benchmark's job seeker: parole, a full profile, about 25 applications.
create temp table t_cli as
select i, user_id, id, created_at, justice, county,
       case when justice = 'noOffense' then '{}'::text[]
            else array(select o from unnest({{OFFENSES}}::text[]) with ordinality as t(o, n)
                       where o in (p1, p2, p3) order by n) end as offense
from (
  select i,
         bench.uuid7(created_at, i, 21) as user_id,
         bench.uuid7(created_at, i, 22) as id,
         created_at,
         case when i = 1 or i > {{CLIENTS}} - {{WRITERS}} then 'parole'
              else bench.pick({{JUSTICE_BAG}}, i, 23) end as justice,
         bench.pick({{COUNTY_BAG}}, i, 24) as county,
         case when i = 1 then 'possession' when i > {{CLIENTS}} - {{WRITERS}} then 'possession'
              else bench.pick({{OFFENSE_BAG}}, i, 25) end as p1,
         case when i = 1 then 'burglary' when i > {{CLIENTS}} - {{WRITERS}} then null
              when bench.r(i, 26) < 0.45 then bench.pick({{OFFENSE_BAG}}, i, 27) end as p2,
         case when i > 1 and i <= {{CLIENTS}} - {{WRITERS}} and bench.r(i, 28) < 0.15
              then bench.pick({{OFFENSE_BAG}}, i, 29) end as p3
  from (select i, now() - interval '365 days' * bench.r(i, 20) as created_at
        from generate_series(1, {{CLIENTS}}) i) x
) y;
create unique index on t_cli (i);

-- Organizations: organization 1 follows {{ORG1_CLIENTS}} clients; each has an owner and case managers.
create temp table t_org as
select o, bench.uuid7(created_at, o, 31) as id, bench.uuid7(created_at, o, 32) as owner_id,
       case when o = 1 then 10 else 1 + (o % 4) end as members, created_at
from (select o, now() - interval '500 days' * bench.r(o, 30) as created_at
      from generate_series(1, {{ORGS}}) o) x;
create unique index on t_org (o);

create temp table t_member as
select o.o, m, bench.uuid7(at, o.o * 100 + m, 33) as user_id, at as created_at
from t_org o cross join lateral generate_series(1, o.members) m
cross join lateral (select least(now(), o.created_at + interval '1 day' * m) as at) t;

-- Links: the first {{ORG1_CLIENTS}} clients follow organization 1; 55% of the others one of the rest.
create temp table t_link as
select c.i, c.id as client_id, l.o, org.id as rsp_id,
       bench.uuid7(least(now(), greatest(c.created_at, org.created_at) + interval '2 days'), c.i, 41) as id,
       least(now(), greatest(c.created_at, org.created_at) + interval '2 days') as created_at,
       bench.pick({{RSP_CLIENT_STATUS_BAG}}, c.i, 42) as status,
       case when bench.r(c.i, 43) < 0.75
            then (select m.user_id from t_member m
                  where m.o = l.o and m.m = 1 + floor(bench.r(c.i, 44) * org.members)::int) end as case_manager,
       bench.r(c.i, 45) < 0.03 as withdrawn
from t_cli c
cross join lateral (
  select case when c.i <= {{ORG1_CLIENTS}} then 1
              when c.i > {{CLIENTS}} - {{WRITERS}} or {{ORGS}} = 1 or bench.r(c.i, 46) >= 0.55 then null
              else 2 + floor(power(bench.r(c.i, 47), 1.5) * ({{ORGS}} - 1))::int end as o
) l
join t_org org on org.o = l.o;
create unique index on t_link (i);

-- ---- accounts --------------------------------------------------------------------------------

insert into users (id, email, password_hash, first_name, last_name, phone, type, created_at, updated_at)
select user_id, 'employer' || i || '@bench.fairchance.example', '{{PASSWORD_HASH}}',
       bench.pick({{FIRST_NAMES}}, i, 50), bench.pick({{LAST_NAMES}}, i, 51),
       '414' || lpad((1000000 + i)::text, 7, '0'), 'employer', created_at, created_at
from t_emp;

insert into users (id, email, password_hash, first_name, last_name, phone, type, created_at, updated_at)
select user_id, 'client' || i || '@bench.fairchance.example', '{{PASSWORD_HASH}}',
       bench.pick({{FIRST_NAMES}}, i, 52), bench.pick({{LAST_NAMES}}, i, 53),
       '608' || lpad((1000000 + i)::text, 7, '0'), 'client', created_at, created_at
from t_cli;

insert into users (id, email, password_hash, first_name, last_name, phone, type, created_at, updated_at)
select owner_id, 'rsp' || o || '-owner@bench.fairchance.example', '{{PASSWORD_HASH}}',
       bench.pick({{FIRST_NAMES}}, o, 54), bench.pick({{LAST_NAMES}}, o, 55),
       '920' || lpad((1000000 + o)::text, 7, '0'), 'rsp', created_at, created_at
from t_org;

insert into users (id, email, password_hash, first_name, last_name, phone, type, created_at, updated_at)
select user_id, 'rsp' || o || '-cm' || m || '@bench.fairchance.example', '{{PASSWORD_HASH}}',
       bench.pick({{FIRST_NAMES}}, o * 100 + m, 56), bench.pick({{LAST_NAMES}}, o * 100 + m, 57),
       '715' || lpad((1000000 + o * 100 + m)::text, 7, '0'), 'rsp', created_at, created_at
from t_member;

-- ---- employers and jobs ----------------------------------------------------------------------

insert into employers (id, user_id, name, industry, description, years_in_business,
                       number_of_employees, address, city, state, postal_code,
                       available_jobs_count, available_uncloaks_count, created_at, updated_at)
select id, user_id,
       bench.pick({{EMPLOYER_PREFIXES}}, i, 60) || ' ' || bench.pick({{EMPLOYER_SUFFIXES}}, i, 61) || ' ' || i,
       bench.pick({{INDUSTRIES}}, i, 62),
       'A Wisconsin employer that hires people with records and trains them on the job.',
       bench.pick({{YEARS_IN_BUSINESS}}, i, 63),
       case when i <= 10 then '1001-5000' else bench.pick({{NUMBER_OF_EMPLOYEES}}, i, 64) end,
       (100 + i % 9000) || ' W ' || bench.pick({{STREETS}}, i, 65),
       bench.city(county), 'WI', lpad((53000 + i % 999)::text, 5, '0'),
       floor(bench.r(i, 66) * 4)::int, floor(bench.r(i, 67) * 4)::int,
       created_at, created_at
from (select e.*, bench.pick({{COUNTY_BAG}}, e.i, 68) as county from t_emp e) x;

-- Each company's owner is its member (the trigger employers_add_owner is off while loading).
insert into employer_members (user_id, employer_id, role, created_at, updated_at)
select user_id, id, 'owner', created_at, created_at from t_emp;

insert into jobs (id, employer_id, title, description, department, start_date, type_of_work,
                  working_time, number_of_open_positions, location, offenses, responsibilities,
                  experience, skills, skills_description, salary_options, questions, status,
                  fair_chance_flags, created_at, updated_at)
select j.id, e.id,
       ({{JOB_TITLES}}::text[])[j.skill1],
       'Join a team that judges people by their work. Training on the job, steady hours and a '
       || 'supervisor who wants you to succeed.',
       bench.pick({{DEPARTMENTS}}, j.i, 70),
       to_char(j.created_at + interval '20 days', 'MM.YYYY'),
       tw, bench.pick({{WORKING_TIME_BAG}}, j.i, 72),
       1 + floor(power(bench.r(j.i, 73), 3) * 20)::int,
       case when tw = 'onsite' then jsonb_build_object(
         'address', (100 + j.i % 9000) || ' N ' || bench.pick({{STREETS}}, j.i, 74),
         'city', bench.city(county), 'state', 'WI',
         'postalCode', lpad((53000 + j.i % 999)::text, 5, '0')) end,
       j.offenses,
       array['Arrive on time and ready to work', 'Follow safety rules',
             'Work with the team to finish each day''s tasks'],
       bench.pick({{EXPERIENCE_LEVEL_BAG}}, j.i, 75),
       array(select distinct ({{SKILLS}}::text[])[s]
             from unnest(array[j.skill1, j.skill2, j.skill3]) s where s is not null),
       'Reliable and willing to learn; experience is a plus, not a must.',
       case when bench.r(j.i, 76) < 0.75
            then jsonb_build_object('salary', 'hourly', 'min', 15 + floor(bench.r(j.i, 77) * 8)::int,
                                    'max', 24 + floor(bench.r(j.i, 78) * 6)::int,
                                    'description', 'Paid weekly; overtime available',
                                    'bonuses', '[]'::jsonb)
            else jsonb_build_object('salary', 'yearly', 'min', 32000 + floor(bench.r(j.i, 77) * 20)::int * 1000,
                                    'max', 55000 + floor(bench.r(j.i, 78) * 20)::int * 1000,
                                    'description', 'Health, dental and 401(k)',
                                    'bonuses', jsonb_build_array('Sign-on bonus after 90 days')) end,
       case when j.has_questions then
         case when bench.r(j.i, 79) < 0.5 then array['Are you able to lift 50 pounds?']
              else array['Which days are you available to start?', 'Do you have reliable transportation?'] end
         else '{}'::text[] end,
       -- Posting stores the fair-chance language check's flags; these texts raise none.
       j.status, '{}'::text[], j.created_at, least(now(), j.created_at + interval '1 day' * floor(bench.r(j.i, 80) * 10))
from (select j.*, case when j.i = 1 then 'onsite' else bench.pick({{TYPE_OF_WORK_BAG}}, j.i, 71) end as tw,
             bench.pick({{COUNTY_BAG}}, j.i, 81) as county from t_job j) j
join t_emp e on e.i = j.employer_i;

-- ---- organizations ---------------------------------------------------------------------------

insert into rsps (id, name, description, email, phone, address, city, state, postal_code,
                  services_area, support, justice_status, offenses, phone_rsp_contact,
                  email_rsp_contact, created_at, updated_at)
select id, bench.pick({{ORG_PREFIXES}}, o, 90) || ' Reentry Partners ' || o,
       'Case management, job readiness and housing help for people coming home.',
       'contact@rsp' || o || '.bench.fairchance.example', '262' || lpad((1000000 + o)::text, 7, '0'),
       (200 + o) || ' S ' || bench.pick({{STREETS}}, o, 91), bench.city(county), 'WI',
       lpad((53100 + o % 800)::text, 5, '0'),
       array[county, bench.pick({{COUNTY_BAG}}, o, 93)],
       array['employment', 'housing', 'transportation', 'mentoring'],
       array['parole', 'probation', 'extendedSupervision', 'freeWorld'],
       {{OFFENSES}}::text[],
       '262' || lpad((2000000 + o)::text, 7, '0'), 'intake@rsp' || o || '.bench.fairchance.example',
       created_at, created_at
from (select o.*, bench.pick({{COUNTY_BAG}}, o.o, 92) as county from t_org o) x;

insert into rsp_accounts (user_id, rsp_id, role, position, is_profile_filled, created_at, updated_at)
select owner_id, id, 'owner', 'hrDirector', true, created_at, created_at from t_org;

insert into rsp_accounts (user_id, rsp_id, role, position, is_profile_filled, created_at, updated_at)
select m.user_id, o.id, 'member', bench.pick({{POSITIONS}}, m.o * 100 + m.m, 94), true,
       m.created_at, m.created_at
from t_member m join t_org o on o.o = m.o;

-- ---- clients ---------------------------------------------------------------------------------

insert into clients (id, user_id, address, city, state, postal_code, county, personal_summary,
                     justice_status, facility, expected_released_at, released_county, support,
                     reentry_service_provider, rsp_id, personal_strengths, experience, languages,
                     offense, sexual_offender_registry, sbn, time_served, released_at,
                     state_or_federal, relative_experience, education, license, diversity,
                     questions, referred_by, created_at, updated_at)
select c.id, c.user_id,
       case when not inside then (100 + c.i % 9000) || ' E ' || bench.pick({{STREETS}}, c.i, 100) end,
       case when not inside then bench.city(c.county) end,
       case when not inside then 'WI' end,
       case when not inside then lpad((53000 + c.i % 999)::text, 5, '0') end,
       case when not inside then c.county end,
       'Reliable and hard-working, ready to get back to work and to keep learning.',
       c.justice,
       case when inside then bench.pick({{FACILITIES}}, c.i, 101) end,
       case when inside then to_char(now() + interval '1 day' * (30 + floor(bench.r(c.i, 102) * 700)), 'YYYY-MM-DD') end,
       case when inside then c.county end,
       array(select distinct bench.pick({{SUPPORT_BAG}}, c.i, 110 + k)
             from generate_series(1, 1 + floor(bench.r(c.i, 103) * 4)::int) k),
       case when l.i is not null then 'other' end,
       l.rsp_id,
       array(select ({{STRENGTHS}}::text[])[1 + (s0 + k * st) % cardinality({{STRENGTHS}}::text[])]
             from generate_series(0, 4) k),
       case when c.i = 1 then array['warehouse', 'generalLabor', 'hospitality', 'construction', 'customerService']
            else array(select ({{SKILLS}}::text[])[1 + (k0 + k * 7) % cardinality({{SKILLS}}::text[])]
                       from generate_series(0, floor(bench.r(c.i, 104) * 4)::int) k) end,
       case when bench.r(c.i, 105) < 0.2
            then '[{"language":"english","level":"nativeBilingual"},{"language":"spanish","level":"nativeBilingual"}]'::jsonb
            else '[{"language":"english","level":"nativeBilingual"}]'::jsonb end,
       c.offense,
       c.offense && {{SEXUAL_OFFENSES}}::text[] and bench.r(c.i, 106) < 0.7,
       false,
       case when c.justice = 'noOffense' then null else bench.pick({{TIME_SERVED}}, c.i, 107) end,
       case when c.justice = 'noOffense' then null when inside then 'notCompleted'
            else bench.pick({{RELEASED_AT_FREE}}, c.i, 108) end,
       case when c.justice = 'noOffense' then null else bench.pick({{STATE_OR_FEDERAL_BAG}}, c.i, 109) end,
       jsonb_build_array(jsonb_build_object(
         'title', ({{JOB_TITLES}}::text[])[1 + k0 % cardinality({{JOB_TITLES}}::text[])],
         'company', bench.pick({{EMPLOYER_PREFIXES}}, c.i, 120) || ' ' || bench.pick({{EMPLOYER_SUFFIXES}}, c.i, 121),
         'startAtMonth', 1 + floor(bench.r(c.i, 122) * 12)::int, 'startAtYear', 2012 + floor(bench.r(c.i, 123) * 6)::int,
         'endAtMonth', 1 + floor(bench.r(c.i, 124) * 12)::int, 'endAtYear', 2018 + floor(bench.r(c.i, 125) * 3)::int,
         'stillWork', false, 'location', 'Milwaukee, WI',
         'description', 'Worked every shift I was given and trained new hires.')),
       case when c.i = 1 or bench.r(c.i, 126) < 0.5 then jsonb_build_array(jsonb_build_object(
         'schoolIssuer', 'Milwaukee Area Technical College', 'degree', 'Certificate',
         'areaOfStudy', 'Welding', 'startYear', 2021, 'yearEarned', 2022,
         'description', 'Finished the certificate while inside.')) else '[]'::jsonb end,
       case when c.i = 1 or bench.r(c.i, 127) < 0.3 then jsonb_build_array(jsonb_build_object(
         'licenseName', 'Forklift Operator', 'issuingOrganization', 'OSHA-authorized trainer',
         'issueAtMonth', 5, 'issueAtYear', 2023, 'expirationAtMonth', null, 'expirationAtYear', null))
         else '[]'::jsonb end,
       jsonb_build_object('gender', bench.pick({{GENDERS}}, c.i, 128), 'age', bench.pick({{AGES}}, c.i, 129),
                          'disability', bench.r(c.i, 130) < 0.1),
       '[]'::jsonb,
       bench.pick({{REFERRED_BY}}, c.i, 131),
       c.created_at, least(now(), c.created_at + interval '1 day' * floor(bench.r(c.i, 132) * 30))
from (select c.*, c.justice = 'currentlyIncarcerated' as inside,
             floor(bench.r(c.i, 133) * 20)::int as s0,
             ({{STRENGTH_STEPS}}::int[])[1 + floor(bench.r(c.i, 134) * cardinality({{STRENGTH_STEPS}}::int[]))::int] as st,
             floor(bench.r(c.i, 135) * 26)::int as k0
      from t_cli c) c
left join t_link l on l.i = c.i;

insert into rsp_clients (id, rsp_id, client_id, status, case_manager_user_id, closed_at,
                         withdrawn_at, created_at, updated_at)
select id, rsp_id, client_id, status, case_manager,
       case when status = 'closed' then least(now(), created_at + interval '60 days') end,
       case when withdrawn then least(now(), created_at + interval '30 days') end,
       created_at, least(now(), created_at + interval '3 days')
from t_link;

insert into rsp_client_notes (id, rsp_client_id, author_user_id, body, created_at, updated_at)
select bench.uuid7(at, l.i * 10 + k, 140), l.id, coalesce(l.case_manager, o.owner_id),
       bench.pick({{NOTE_BODIES}}, l.i * 10 + k, 141), at, at
from t_link l join t_org o on o.o = l.o
cross join lateral generate_series(1, floor(bench.r(l.i, 142) * 3)::int) k
cross join lateral (select least(now(), l.created_at + interval '1 day' * k) as at) t;

-- ---- applications ----------------------------------------------------------------------------

-- An application's status follows its age: under 29 days mostly applied (the expiry sweep turns
-- applied into expired at 30 days), older ones expired or decided.
create function bench.app_status(i bigint, created_at timestamptz) returns text language sql stable as $$
  select case when created_at > now() - interval '29 days' then
           case when bench.r(i, 150) < 0.82 then 'applied' when bench.r(i, 150) < 0.93 then 'interview'
                when bench.r(i, 150) < 0.96 then 'notAFit' when bench.r(i, 150) < 0.98 then 'rejected'
                else 'hired' end
         else
           case when bench.r(i, 150) < 0.55 then 'expired' when bench.r(i, 150) < 0.72 then 'interview'
                when bench.r(i, 150) < 0.84 then 'notAFit' when bench.r(i, 150) < 0.93 then 'rejected'
                else 'hired' end end
$$;

-- Job 1: {{BIG_JOB_APPLICANTS}} applicants in its first 28 days (clients 2.., not the writers).
insert into applications (id, job_id, client_id, status, answers, created_at, updated_at)
select bench.uuid7(at, c.i, 160), j.id, c.id, bench.app_status(c.i, at), '[]'::jsonb, at, at
from t_cli c
cross join t_job j
cross join lateral (select greatest(c.created_at, j.created_at)
                           + (now() - greatest(c.created_at, j.created_at)) * bench.r(c.i, 161) as at) t
where j.i = 1 and c.i between 2 and {{BIG_JOB_APPLICANTS}} + 1;

-- Client 1: 25 applications to jobs open to them.
insert into applications (id, job_id, client_id, status, answers, created_at, updated_at)
select bench.uuid7(at, j.i, 162), j.id, c.id, bench.app_status(j.i, at),
       coalesce((select jsonb_agg(jsonb_build_object('question', q, 'answer', 'Yes'))
                 from unnest(jb.questions) q), '[]'::jsonb), at, at
from t_cli c
join t_job j on j.offenses @> c.offense and j.i > 1
join jobs jb on jb.id = j.id
cross join lateral (select greatest(j.created_at, c.created_at)
                           + (now() - greatest(j.created_at, c.created_at)) * bench.r(j.i, 163) as at) t
where c.i = 1 and j.i % 37 = 5
order by j.i
limit 25;

-- Everyone else: pairs drawn with a skew towards the first jobs, kept when the client may apply
-- (eligible, not incarcerated), one per (job, client), until the count is reached.
insert into applications (id, job_id, client_id, status, answers, created_at, updated_at)
select bench.uuid7(at, g, 170), job_id, client_id, bench.app_status(g, at), answers, at, at
from (
  select distinct on (j.i, c.i) d.g, j.id as job_id, c.id as client_id,
         greatest(j.created_at, c.created_at)
           + (now() - greatest(j.created_at, c.created_at)) * (1 - power(bench.r(d.g, 171), 2)) as at,
         case when j.has_questions then
           coalesce((select jsonb_agg(jsonb_build_object('question', q, 'answer', 'Yes, I can.'))
                     from unnest(jb.questions) q), '[]'::jsonb)
           else '[]'::jsonb end as answers
  from (select g, 2 + floor(power(bench.r(g, 172), 2) * ({{JOBS}} - 1))::int as job_i,
               2 + floor(bench.r(g, 173) * ({{CLIENTS}} - {{WRITERS}} - 1))::int as client_i
        from generate_series(1, ({{APPLICATIONS}} * 2)::int) g) d
  join t_job j on j.i = d.job_i
  join t_cli c on c.i = d.client_i
  join jobs jb on jb.id = j.id
  where c.justice <> 'currentlyIncarcerated' and j.offenses @> c.offense
  order by j.i, c.i, d.g
) x
order by g
limit {{APPLICATIONS}} - {{BIG_JOB_APPLICANTS}} - 25;

select recount_job_counters();
select refill_eligible_job_counts();
select number_candidates();
select refill_job_search();
select refill_client_application_lists();
select refill_rsp_client_counties();
select recount_rsp_client_tallies();
select refill_rsp_client_activity();

-- ---- the marker: what was loaded -------------------------------------------------------------

insert into bench.meta (key, value)
select 'scale', '{{SCALE}}'
union all select 'loader', '{{LOADER_HASH}}'
union all select 'loaded_at', now()::text
union all select 'writers', '{{WRITERS}}'
union all select 'clients', '{{CLIENTS}}';

analyze;
