import { describe, expect, it } from 'vitest';
import {
  fairChanceFlagsOf,
  BACKGROUND_CHECK_HINT,
  backgroundCheckHint,
  checkFairChanceLanguage,
  FAIR_CHANCE_LANGUAGE_MESSAGE,
  findBlanketExclusion,
  hasBlanketExclusion,
  normalizeForLanguageCheck,
} from './fair-chance-language.ts';

describe('blanket exclusions', () => {
  it.each([
    'No felons',
    'no felony',
    'No criminal record',
    'No criminal records, please.',
    'no criminal history',
    'Must have a clean record',
    'must have a clean criminal background',
    'Clean background required',
    'Clean background check required',
    'No convictions',
    'No prior convictions of any kind',
    'No ex-offenders',
    'NO EX–OFFENDERS!',
    'Felons need not apply.',
    'felons  need   not\tapply',
    'Ex-cons need not apply',
    'Anyone with a criminal record need not apply',
    'No one with a felony.',
    'Nobody with a criminal history',
    'We do not hire felons.',
    "We don't hire ex-offenders",
    'We can’t accept anyone with a criminal record',
    'We will not consider applicants with convictions',
    'Applicants must have no criminal history',
    'Must not have a felony conviction',
    'Felons are not eligible',
    'Ex-offenders are ineligible for this role',
    'Convicted felons will not be considered.',
    'Must be felony-free',
    'No.Felons',
    'no, felons',
    'N o felons'.replace('N o', 'No'),
  ])('refuses %j', (text) => {
    expect(findBlanketExclusion(text)).not.toBeNull();
    expect(hasBlanketExclusion(text)).toBe(true);
  });

  it.each([
    'Warehouse associate',
    'Pick, pack and ship orders. We hire people with records.',
    'Fair-chance employer: people with records are welcome to apply.',
    'Applicants with a criminal history are not automatically disqualified.',
    'Candidates with convictions will not be considered differently.',
    'No background check required.',
    'No criminal background check for this role.',
    'We do not consider criminal history until after an offer.',
    'Must have a clean driving record.',
    'Keep clean records of every delivery.',
    'Maintain a clean record of all transactions.',
    'No experience needed.',
    'No sex offenders', // a category: the Offenses step holds it, and this is no blanket ban
    'Must pass a background check.',
    'We do not discriminate against felons.',
    'Telephone etiquette; no felt tips on the whiteboard.',
  ])('allows %j', (text) => {
    expect(findBlanketExclusion(text)).toBeNull();
  });

  it('normalizes case, accents, punctuation and spaces', () => {
    expect(normalizeForLanguageCheck('  NO—Félons!!  need\nnot   apply ')).toBe(
      'no felons need not apply',
    );
    expect(normalizeForLanguageCheck("Don't")).toBe('dont');
  });
});

describe('checkFairChanceLanguage', () => {
  it('reports each field and list entry with the fair-chance message', () => {
    const issues = checkFairChanceLanguage({
      title: 'Cook (no felons)',
      description: 'Great team.',
      responsibilities: ['Cook', 'Clean background required'],
      skillsDescription: 'Must have a clean record',
      questions: ['Can you work nights?', 'Do you have a criminal record? Felons need not apply.'],
    });
    expect(issues.map((i) => i.path)).toEqual([
      ['title'],
      ['responsibilities', 1],
      ['skillsDescription'],
      ['questions', 1],
    ]);
    for (const issue of issues) expect(issue.message).toBe(FAIR_CHANCE_LANGUAGE_MESSAGE);
    expect(issues[0]?.phrase).toBe('no felons');
  });

  it('skips fields that are absent, as in a patch', () => {
    expect(checkFairChanceLanguage({})).toEqual([]);
    expect(checkFairChanceLanguage({ title: null, questions: undefined })).toEqual([]);
  });

  it('explains fair-chance hiring and points to the Offenses step', () => {
    expect(FAIR_CHANCE_LANGUAGE_MESSAGE).toMatch(/in context/);
    expect(FAIR_CHANCE_LANGUAGE_MESSAGE).toMatch(/Offenses step/);
  });
});

describe('backgroundCheckHint', () => {
  it.each([
    'Must pass a background check.',
    'Candidates must pass a criminal background check',
    'Background check required',
    'All offers are subject to a background check.',
    'You will undergo a background screening.',
    'Background checks are mandatory.',
  ])('hints for %j', (text) => {
    expect(backgroundCheckHint(text)).toBe(BACKGROUND_CHECK_HINT);
  });

  it.each([
    'No background check required.',
    'No criminal background check required.',
    'We hire without a background check.',
    'Pick and pack orders.',
    '',
    null,
    undefined,
    'Clean background check required', // refused outright: the error says more than a hint
  ])('gives no hint for %j', (text) => {
    expect(backgroundCheckHint(text)).toBeNull();
  });
});

describe('fairChanceFlagsOf', () => {
  it('flags a blanket exclusion and a background check anywhere in the job, each once', () => {
    expect(
      fairChanceFlagsOf({
        title: 'Forklift driver',
        description: 'No felons.',
        responsibilities: ['Load trucks', 'Must pass a background check'],
        questions: ['Do you have a clean record?', 'No ex-offenders'],
      }),
    ).toEqual(['blanketExclusion', 'backgroundCheck']);
  });

  it('flags nothing in fair wording', () => {
    expect(
      fairChanceFlagsOf({
        title: 'Cook',
        description: 'We consider every record in context.',
        responsibilities: [],
        skillsDescription: 'Food safety.',
        questions: [],
      }),
    ).toEqual([]);
  });
});
