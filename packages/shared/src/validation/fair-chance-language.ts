/**
 * Fair-chance language in job postings. A posting may not turn away everyone with a record
 * ("no felons", "must have a clean record", ...): on this platform an employer chooses the offense
 * categories it cannot accept in the Offenses step, and considers every other record in context.
 * The job wizard and the API use the same check, so the wizard can say it before the server does.
 *
 * Mentioning a background check is allowed; `backgroundCheckHint` finds it so the wizard can
 * suggest wording that does not scare qualified people away (a hint, never an error).
 *
 * Text is compared in a normal form: lower case, every run of punctuation or spaces made one
 * space, so "No  Felons!", "no-felons" and "NO. FELONS" read alike.
 */

import { FAIR_CHANCE_LANGUAGE_MESSAGE } from '../schemas/message-texts.ts';

export { FAIR_CHANCE_LANGUAGE_MESSAGE };

export const BACKGROUND_CHECK_HINT =
  'Mentioning a background check is fine. To keep qualified people applying, say that you run it ' +
  'only after a conditional offer, look at each record in context, and consider only offenses ' +
  'related to the job.';

/** Lower case, accents and punctuation gone, one space between words. */
export function normalizeForLanguageCheck(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

// The pieces below match normalized text (apostrophes removed, so "don't" reads "dont").

/** People by their record: "felons", "ex-offenders", "ex-cons", "convicted persons". */
const FELONS =
  '(?:(?:convicted )?felons?|felony|felonies|(?:ex )?offenders?|ex ?cons?|ex ?convicts?|convicts|' +
  'convicted (?:persons?|people|individuals?|applicants?|candidates?))';
/** A record of any kind, but not "a background check" (asking for one is allowed). */
const RECORD =
  '(?:(?:a |an |any )?(?:criminal |police |arrest |conviction )?(?:records?|history|histories|backgrounds?)(?! checks?\\b)' +
  '|(?:a |an |any )?(?:felony|felonies|(?:criminal )?convictions?)(?: convictions?)?)';
const PEOPLE_WITH_RECORDS =
  '(?:(?:anyone|anybody|people|persons?|applicants?|candidates?|individuals?|those) ' +
  `(?:with|who have|who has|having) ${RECORD})`;
const WHO = `(?:${FELONS}|${PEOPLE_WITH_RECORDS})`;
const REFUSE =
  '(?:do not|dont|does not|doesnt|will not|wont|cannot|cant|can not|never|(?:are |is )?unable to)' +
  ' (?:hire|accept|consider|employ|interview|work with)';
/** "... are not considered differently": a promise of fairness, not a ban. */
const NOT_A_BAN =
  '(?! (?:differently|less|any less|unfairly|automatically|solely|only|based|just|negatively))';

const BLANKET_EXCLUSIONS: readonly RegExp[] = [
  // "no felons", "no felony", "no ex-offenders", "no convictions", "no criminal record/history"
  new RegExp(
    `\\bno (?:prior |past )?(?:${FELONS}|(?:criminal )?convictions?|criminal (?:records?|history|histories|backgrounds?)(?! checks?\\b))\\b`,
  ),
  // "no one with a record", "nobody with a felony"
  new RegExp(`\\b(?:no one|noone|nobody) (?:with|who has|having) ${RECORD}\\b`),
  // "must have a clean record", "must have no criminal history", "must not have a felony"
  /\b(?:must|should|need to|needs to|required to) (?:have|possess|maintain|hold) (?:a |an )?(?:clean|spotless|clear) (?:criminal )?(?:records?|history|backgrounds?)\b(?! of\b)/,
  new RegExp(
    `\\b(?:must|should|need to|needs to) (?:have no|not have|never have had|have never had) ${RECORD}\\b`,
  ),
  // "clean criminal record", "clean background", "clean record required" (not "clean records of
  // every delivery", nor "a clean driving record")
  /\bclean (?:criminal )?(?:record|background)\b(?! of\b)/,
  /\b(?:clean|spotless|clear) criminal (?:records|history|backgrounds)\b/,
  // "felons need not apply", "people with records need not apply"
  new RegExp(`\\b${WHO} (?:need not|neednt|should not|shouldnt|may not|cannot|cant) apply\\b`),
  // "felons are not eligible / accepted / considered", "ex-offenders are ineligible"
  new RegExp(
    `\\b${WHO} (?:are |is |will )?(?:not|never) (?:be )?(?:eligible|accepted|considered|welcome|allowed|hired)\\b${NOT_A_BAN}`,
  ),
  new RegExp(`\\b${WHO} (?:are |is |will be )?ineligible\\b`),
  // "we do not hire felons", "we don't accept anyone with a criminal record"
  new RegExp(`\\b${REFUSE} (?:any )?${WHO}\\b`),
  // "felony free", "conviction-free"
  /\b(?:felony|conviction) free\b/,
];

/** The blanket exclusion `text` contains (as normalized), or null when it has none. */
export function findBlanketExclusion(text: string): string | null {
  const normalized = normalizeForLanguageCheck(text);
  if (!normalized) return null;
  for (const pattern of BLANKET_EXCLUSIONS) {
    const match = pattern.exec(normalized);
    if (match) return match[0];
  }
  return null;
}

export function hasBlanketExclusion(text: string): boolean {
  return findBlanketExclusion(text) !== null;
}

/** The job fields whose text is checked. */
export const FAIR_CHANCE_CHECKED_FIELDS = [
  'title',
  'description',
  'responsibilities',
  'skillsDescription',
  'questions',
] as const;

export type FairChanceCheckedJob = {
  [K in (typeof FAIR_CHANCE_CHECKED_FIELDS)[number]]?:
    (K extends 'responsibilities' | 'questions' ? readonly string[] : string) | null | undefined;
};

export interface FairChanceLanguageIssue {
  /** Where, as a path (`['responsibilities', 2]`), like a validation issue. */
  path: (string | number)[];
  message: string;
  /** The phrase found, as normalized. */
  phrase: string;
}

/** Every field of a job (or of a job patch: absent fields are skipped) with a blanket exclusion. */
export function checkFairChanceLanguage(job: FairChanceCheckedJob): FairChanceLanguageIssue[] {
  const issues: FairChanceLanguageIssue[] = [];
  const check = (path: (string | number)[], text: unknown) => {
    if (typeof text !== 'string') return;
    const phrase = findBlanketExclusion(text);
    if (phrase) issues.push({ path, message: FAIR_CHANCE_LANGUAGE_MESSAGE, phrase });
  };
  for (const field of FAIR_CHANCE_CHECKED_FIELDS) {
    const value = job[field];
    if (Array.isArray(value)) value.forEach((entry, index) => check([field, index], entry));
    else check([field], value);
  }
  return issues;
}

/**
 * What the check finds anywhere in a job, as FAIR_CHANCE_FLAGS (enums/moderation.ts), for the
 * staff console's Job posts (docs/rules.md#job-moderation): a blanket exclusion (which posting
 * refuses, so only jobs older than the check have one) and a background check's mention.
 */
export function fairChanceFlagsOf(
  job: FairChanceCheckedJob,
): ('blanketExclusion' | 'backgroundCheck')[] {
  const texts = FAIR_CHANCE_CHECKED_FIELDS.flatMap((field): readonly string[] => {
    const value: string | readonly string[] | null | undefined = job[field];
    if (typeof value === 'string') return [value];
    return value ?? [];
  });
  const flags: ('blanketExclusion' | 'backgroundCheck')[] = [];
  if (texts.some(hasBlanketExclusion)) flags.push('blanketExclusion');
  if (texts.some((text) => backgroundCheckHint(text) !== null)) flags.push('backgroundCheck');
  return flags;
}

/** "no background check", "without a criminal background check": nothing to hint about. */
const NOT_ASKED = '(?<!\\b(?:no|without|without a|without any|not require a|never) (?:criminal )?)';

const BACKGROUND_CHECK_MENTIONS: readonly RegExp[] = [
  /\b(?:pass|passing|clear|clearing|complete|completing|undergo|undergoing|submit to|consent to) (?:a |an |the )?(?:criminal |pre employment |preemployment |drug and |drug test and )?background (?:checks?|screening|screen|investigation)\b/,
  /\bsubject to (?:a |an )?(?:criminal |pre employment |preemployment )?background (?:checks?|screening|screen|investigation)\b/,
  new RegExp(
    `\\b${NOT_ASKED}(?:criminal )?background (?:checks?|screening|screen|investigation) (?:is |are |will be )?(?:required|mandatory|needed|necessary|conducted|performed|run)\\b`,
  ),
  new RegExp(`\\b${NOT_ASKED}criminal background (?:checks?|screening)\\b`),
  new RegExp(`\\b${NOT_ASKED}background checks? (?:for all|on all)\\b`),
];

/**
 * BACKGROUND_CHECK_HINT when `text` asks applicants to pass a background check, else null. A
 * text that "clean background" and the like already refuse gets no hint: the error says more.
 */
export function backgroundCheckHint(text: string | null | undefined): string | null {
  if (!text) return null;
  const normalized = normalizeForLanguageCheck(text);
  if (!normalized || hasBlanketExclusion(text)) return null;
  return BACKGROUND_CHECK_MENTIONS.some((pattern) => pattern.test(normalized))
    ? BACKGROUND_CHECK_HINT
    : null;
}
