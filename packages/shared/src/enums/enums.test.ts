import { describe, expect, it } from 'vitest';
import {
  AGES,
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUS_ORDER,
  APPLICATION_STATUSES,
  BASE_ETHNICITIES,
  canApplyForJobs,
  canChangeApplicationStatus,
  canWithdrawApplication,
  CASE_MANAGER_POSITIONS,
  ETHNICITIES,
  ETHNICITY_LABELS,
  ethnicityParts,
  EXPERIENCE_LEVEL_DOTS,
  EXPERIENCE_LEVELS,
  EXPERIENCE_SKILL_LABELS,
  EXPERIENCE_SKILLS,
  FACILITIES,
  GENDER_LABELS,
  GENDERS,
  GRANT_TYPES,
  INDUSTRIES,
  INDUSTRY_LABELS,
  isOneOf,
  JUSTICE_STATUSES,
  LANGUAGE_LEVELS,
  LANGUAGES,
  MARITAL_STATUSES,
  matchCounties,
  MEDIA_KINDS,
  NUMBER_OF_EMPLOYEES,
  OFFENSE_GROUP_KEYS,
  OFFENSE_GROUPS,
  OFFENSE_LABELS,
  offenseGroupOf,
  OFFENSES,
  ORIENTATIONS,
  PERSONAL_STRENGTH_LABELS,
  PERSONAL_STRENGTHS,
  REENTRY_PROVIDER_DETAILS,
  REENTRY_PROVIDER_LABELS,
  REENTRY_PROVIDERS,
  REFERRED_BY,
  RELEASED_AT,
  RELIGIONS,
  ROLES,
  RSP_CLIENT_STATUSES,
  SEXUAL_OFFENSES,
  sortOffenses,
  STATE_OR_FEDERAL,
  SUPPORT_NEED_LABELS,
  SUPPORT_NEEDS,
  TIME_SERVED,
  toOptions,
  TYPES_OF_WORK,
  US_STATE_CODES,
  US_STATE_LABELS,
  VETERAN_STATUSES,
  WISCONSIN_CORRECTIONAL_CENTERS,
  WISCONSIN_COUNTIES,
  WISCONSIN_COUNTY_LABELS,
  WORKING_TIMES,
  YEARS_IN_BUSINESS,
} from './index.ts';

const unique = (list: readonly string[]) => new Set(list).size === list.length;

describe('value list counts (docs/data-model.md, docs/value-lists.md)', () => {
  it.each([
    ['Wisconsin counties', WISCONSIN_COUNTIES, 72],
    ['offense categories', OFFENSES, 24],
    ['offense groups', OFFENSE_GROUP_KEYS, 7],
    ['personal strengths', PERSONAL_STRENGTHS, 20],
    ['experience skills', EXPERIENCE_SKILLS, 26],
    ['support needs', SUPPORT_NEEDS, 25],
    ['religions', RELIGIONS, 11],
    ['marital statuses', MARITAL_STATUSES, 6],
    ['veteran statuses', VETERAN_STATUSES, 8],
    ['referred by', REFERRED_BY, 7],
    ['ethnicities', ETHNICITIES, 64],
    ['base ethnicities', BASE_ETHNICITIES, 8],
    ['industries', INDUSTRIES, 23],
    ['employee bands', NUMBER_OF_EMPLOYEES, 7],
    ['providers', REENTRY_PROVIDERS, 9],
    ['genders', GENDERS, 7],
    ['orientations', ORIENTATIONS, 5],
    ['ages', AGES, 6],
    ['languages', LANGUAGES, 10],
    ['language levels', LANGUAGE_LEVELS, 4],
    ['time served', TIME_SERVED, 8],
    ['released at', RELEASED_AT, 7],
    ['state or federal', STATE_OR_FEDERAL, 3],
    ['justice statuses', JUSTICE_STATUSES, 7],
    ['years in business', YEARS_IN_BUSINESS, 4],
    ['types of work', TYPES_OF_WORK, 4],
    ['working times', WORKING_TIMES, 4],
    ['experience levels', EXPERIENCE_LEVELS, 5],
    ['application statuses', APPLICATION_STATUSES, 7],
    ['case manager positions', CASE_MANAGER_POSITIONS, 4],
    ['rsp client statuses', RSP_CLIENT_STATUSES, 3],
    ['roles', ROLES, 3],
    ['grant types', GRANT_TYPES, 3],
    ['media kinds', MEDIA_KINDS, 2],
    ['US states, DC and territories', US_STATE_CODES, 56],
  ] as const)('%s has %i distinct values', (_name, list, count) => {
    expect(list).toHaveLength(count);
    expect(unique(list)).toBe(true);
  });

  it('has a label for every value', () => {
    const pairs: [readonly string[], Record<string, string>][] = [
      [GENDERS, GENDER_LABELS],
      [OFFENSES, OFFENSE_LABELS],
      [PERSONAL_STRENGTHS, PERSONAL_STRENGTH_LABELS],
      [EXPERIENCE_SKILLS, EXPERIENCE_SKILL_LABELS],
      [SUPPORT_NEEDS, SUPPORT_NEED_LABELS],
      [ETHNICITIES, ETHNICITY_LABELS],
      [INDUSTRIES, INDUSTRY_LABELS],
      [APPLICATION_STATUSES, APPLICATION_STATUS_LABELS],
      [REENTRY_PROVIDERS, REENTRY_PROVIDER_LABELS],
      [US_STATE_CODES, US_STATE_LABELS],
      [WISCONSIN_COUNTIES, WISCONSIN_COUNTY_LABELS],
    ];
    for (const [values, labels] of pairs) {
      expect(Object.keys(labels).sort()).toEqual([...values].sort());
      for (const value of values) expect(labels[value]?.trim()).toBeTruthy();
    }
  });
});

describe('offenses', () => {
  it('lists the groups with their categories and form-field names', () => {
    expect(OFFENSE_GROUPS.offenseDrugs).toEqual(['possession', 'distribution']);
    expect(OFFENSE_GROUPS.offenseMotorVehicle).toHaveLength(5);
    expect(OFFENSE_GROUP_KEYS.map((g) => OFFENSE_GROUPS[g].length)).toEqual([2, 2, 3, 3, 5, 4, 5]);
    expect(offenseGroupOf('bailJumping')).toBe('offenseWhiteCollar');
  });

  it('knows the sexual offenses', () => {
    expect(SEXUAL_OFFENSES).toEqual(['sexualAssault', 'statutoryRape', 'pornography']);
  });

  it('sorts and deduplicates into the canonical order', () => {
    expect(sortOffenses(['battery', 'possession', 'battery'])).toEqual(['possession', 'battery']);
  });
});

describe('ethnicity', () => {
  it('stores mixed values as ordered pairs with a readable label', () => {
    expect(ETHNICITIES).toContain('blackAfricanAmerican_white');
    expect(ETHNICITIES).toContain('white_blackAfricanAmerican');
    expect(ETHNICITY_LABELS.blackAfricanAmerican_white).toBe('Black / African American and White');
    expect(ETHNICITY_LABELS.white).toBe('White');
    expect(ethnicityParts('latinxHispanic_eastAsian')).toEqual(['latinxHispanic', 'eastAsian']);
    expect(ETHNICITIES.some((e) => /^(\w+)_\1$/.test(e))).toBe(false);
  });
});

describe('places', () => {
  it('stores counties by name', () => {
    expect(WISCONSIN_COUNTIES).toContain('Fond du Lac');
    expect(WISCONSIN_COUNTIES).toContain('St. Croix');
    expect(WISCONSIN_COUNTIES[0]).toBe('Adams');
    expect(WISCONSIN_COUNTIES.at(-1)).toBe('Wood');
  });

  it('matches counties by the start of the text, skipping chosen ones', () => {
    expect(matchCounties('wa')).toEqual([
      'Walworth',
      'Washburn',
      'Washington',
      'Waukesha',
      'Waupaca',
      'Waushara',
    ]);
    expect(matchCounties(' st', [])).toEqual(['St. Croix']);
    expect(matchCounties('Mil', ['Milwaukee'])).toEqual([]);
    expect(matchCounties('  ')).toEqual([]);
  });

  it('lists facilities by full name plus the catch-alls', () => {
    expect(FACILITIES).toContain('Green Bay Correctional Institution');
    expect(FACILITIES).toContain('Milwaukee Secure Detention Facility');
    expect(FACILITIES.slice(-3)).toEqual(['County jail', 'Federal facility', 'Other']);
    expect(WISCONSIN_CORRECTIONAL_CENTERS.length).toBeGreaterThan(10);
    expect(unique(FACILITIES)).toBe(true);
  });

  it('has states by code, with DC and territories', () => {
    expect(US_STATE_LABELS.WI).toBe('Wisconsin');
    expect(US_STATE_LABELS.DC).toBe('District of Columbia');
    expect(US_STATE_LABELS.PR).toBe('Puerto Rico');
  });
});

describe('providers', () => {
  it('describes every provider with supports and counties from the lists', () => {
    for (const key of REENTRY_PROVIDERS) {
      const info = REENTRY_PROVIDER_DETAILS[key];
      expect(info.name).toBeTruthy();
      expect(info.description.length).toBeGreaterThan(20);
      for (const s of info.supports) expect(SUPPORT_NEEDS).toContain(s);
      for (const c of info.servicesArea) expect(WISCONSIN_COUNTIES).toContain(c);
      expect(info.description).not.toMatch(/https?:|www\./);
    }
    expect(REENTRY_PROVIDER_LABELS.reentryPipeline).toBe('I need a reentry pipeline');
    expect(REENTRY_PROVIDER_DETAILS.employMilwaukee.servicesArea).toContain('Milwaukee');
  });
});

describe('jobs and applications', () => {
  it('orders applicants as docs/rules.md says', () => {
    expect(APPLICATION_STATUS_ORDER).toEqual([
      'interview',
      'applied',
      'hired',
      'notAFit',
      'rejected',
      'expired',
      'withdrawn',
    ]);
  });

  it('allows only the status changes of docs/rules.md', () => {
    expect(canChangeApplicationStatus('applied', 'interview')).toBe(true);
    expect(canChangeApplicationStatus('applied', 'notAFit')).toBe(true);
    expect(canChangeApplicationStatus('interview', 'hired')).toBe(true);
    expect(canChangeApplicationStatus('interview', 'rejected')).toBe(true);
    expect(canChangeApplicationStatus('applied', 'hired')).toBe(false);
    expect(canChangeApplicationStatus('interview', 'notAFit')).toBe(false);
    expect(canChangeApplicationStatus('hired', 'rejected')).toBe(false);
    expect(canChangeApplicationStatus('expired', 'interview')).toBe(false);
    expect(canChangeApplicationStatus('withdrawn', 'interview')).toBe(false);
    expect(canChangeApplicationStatus('withdrawn', 'hired')).toBe(false);
  });

  it('lets a client withdraw only before the employer decides', () => {
    expect(APPLICATION_STATUSES.filter(canWithdrawApplication)).toEqual(['applied', 'interview']);
  });

  it('lets a client apply unless currently incarcerated', () => {
    expect(JUSTICE_STATUSES.filter((status) => !canApplyForJobs(status))).toEqual([
      'currentlyIncarcerated',
    ]);
    expect(canApplyForJobs(null)).toBe(true);
  });

  it('shows experience as one to five dots', () => {
    expect(EXPERIENCE_LEVELS.map((l) => EXPERIENCE_LEVEL_DOTS[l])).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('helpers', () => {
  it('turns a list and labels into options in list order', () => {
    expect(toOptions(GENDERS, GENDER_LABELS).slice(0, 2)).toEqual([
      { value: 'female', label: 'Female' },
      { value: 'male', label: 'Male' },
    ]);
  });

  it('narrows unknown values', () => {
    expect(isOneOf(GENDERS, 'male')).toBe(true);
    expect(isOneOf(GENDERS, 'MALE')).toBe(false);
    expect(isOneOf(GENDERS, 3)).toBe(false);
  });
});
