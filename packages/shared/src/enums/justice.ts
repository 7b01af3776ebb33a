/** Justice-related value lists (docs/data-model.md, docs/value-lists.md). */

export const JUSTICE_STATUSES = [
  'noOffense',
  'freeWorld',
  'probation',
  'parole',
  'halfwayHouse',
  'extendedSupervision',
  'currentlyIncarcerated',
] as const;
export type JusticeStatus = (typeof JUSTICE_STATUSES)[number];
export const JUSTICE_STATUS_LABELS: Record<JusticeStatus, string> = {
  noOffense: 'No offense',
  freeWorld: 'Free world',
  probation: 'Probation',
  parole: 'Parole',
  halfwayHouse: 'Halfway house',
  extendedSupervision: 'Extended supervision',
  currentlyIncarcerated: 'Currently incarcerated',
};

/**
 * docs/rules.md#eligibility: a client who is currently incarcerated may browse jobs but not apply
 * until released. The server refuses such an application with this rule, and the web app uses it
 * to show a notice in place of the application form.
 */
export function canApplyForJobs(justiceStatus: JusticeStatus | null | undefined): boolean {
  return justiceStatus !== 'currentlyIncarcerated';
}

export const TIME_SERVED = [
  'under1',
  '1to2',
  '2to5',
  '5to7',
  '7to10',
  '10to20',
  '20plus',
  'none',
] as const;
export type TimeServed = (typeof TIME_SERVED)[number];
export const TIME_SERVED_LABELS: Record<TimeServed, string> = {
  under1: 'Under 1 year',
  '1to2': '1 to 2 years',
  '2to5': '2 to 5 years',
  '5to7': '5 to 7 years',
  '7to10': '7 to 10 years',
  '10to20': '10 to 20 years',
  '20plus': '20 years or more',
  none: 'None',
};

export const RELEASED_AT = [
  'under1',
  '1to2',
  '2to3',
  '3to5',
  '5to10',
  '10plus',
  'notCompleted',
] as const;
export type ReleasedAt = (typeof RELEASED_AT)[number];
export const RELEASED_AT_LABELS: Record<ReleasedAt, string> = {
  under1: 'Under 1 year ago',
  '1to2': '1 to 2 years ago',
  '2to3': '2 to 3 years ago',
  '3to5': '3 to 5 years ago',
  '5to10': '5 to 10 years ago',
  '10plus': '10 or more years ago',
  notCompleted: 'Not completed',
};

export const STATE_OR_FEDERAL = ['state', 'federal', 'both'] as const;
export type StateOrFederal = (typeof STATE_OR_FEDERAL)[number];
export const STATE_OR_FEDERAL_LABELS: Record<StateOrFederal, string> = {
  state: 'State',
  federal: 'Federal',
  both: 'Both',
};

/** Forms hold yes/no answers as strings; the stored shape holds booleans (docs/api.md). */
export const YES_NO = ['yes', 'no'] as const;
export type YesNo = (typeof YES_NO)[number];
export const YES_NO_LABELS: Record<YesNo, string> = { yes: 'Yes', no: 'No' };
