/**
 * Diversity value lists (docs/data-model.md, docs/value-lists.md). Never shown to employers or rsp
 * (docs/roles-and-permissions.md#cloaking).
 */

export const GENDERS = [
  'female',
  'male',
  'nonBinary',
  'genderFluid',
  'intersex',
  'transgender',
  'preferNotToSay',
] as const;
export type Gender = (typeof GENDERS)[number];
export const GENDER_LABELS: Record<Gender, string> = {
  female: 'Female',
  male: 'Male',
  nonBinary: 'Non-binary',
  genderFluid: 'Gender fluid',
  intersex: 'Intersex',
  transgender: 'Transgender',
  preferNotToSay: 'Prefer not to say',
};

export const ORIENTATIONS = ['gay', 'queer', 'heterosexual', 'bisexual', 'lesbian'] as const;
export type Orientation = (typeof ORIENTATIONS)[number];
export const ORIENTATION_LABELS: Record<Orientation, string> = {
  gay: 'Gay',
  queer: 'Queer',
  heterosexual: 'Heterosexual',
  bisexual: 'Bisexual',
  lesbian: 'Lesbian',
};

export const RELIGIONS = [
  'christianity',
  'hinduism',
  'islam',
  'judaism',
  'rastafarianism',
  'sikhism',
  'taoism',
  'buddhism',
  'agnostic',
  'otherReligion',
  'noReligion',
] as const;
export type Religion = (typeof RELIGIONS)[number];
export const RELIGION_LABELS: Record<Religion, string> = {
  christianity: 'Christianity',
  hinduism: 'Hinduism',
  islam: 'Islam',
  judaism: 'Judaism',
  rastafarianism: 'Rastafarianism',
  sikhism: 'Sikhism',
  taoism: 'Taoism',
  buddhism: 'Buddhism',
  agnostic: 'Agnostic',
  otherReligion: 'Other religion',
  noReligion: 'No religion',
};

export const MARITAL_STATUSES = [
  'single',
  'married',
  'widowed',
  'divorced',
  'separated',
  'domesticPartnership',
] as const;
export type MaritalStatus = (typeof MARITAL_STATUSES)[number];
export const MARITAL_STATUS_LABELS: Record<MaritalStatus, string> = {
  single: 'Single',
  married: 'Married',
  widowed: 'Widowed',
  divorced: 'Divorced',
  separated: 'Separated',
  domesticPartnership: 'Domestic partnership',
};

export const AGES = ['16-24', '25-34', '35-44', '45-54', '55-64', '65+'] as const;
export type Age = (typeof AGES)[number];
export const AGE_LABELS: Record<Age, string> = {
  '16-24': '16-24',
  '25-34': '25-34',
  '35-44': '35-44',
  '45-54': '45-54',
  '55-64': '55-64',
  '65+': '65 or older',
};

export const VETERAN_STATUSES = [
  'active',
  'medal',
  'disabled',
  'protectedNotIdentify',
  'protected',
  'notVeteran',
  'notIdentify',
  'recentlySeparated',
] as const;
export type VeteranStatus = (typeof VETERAN_STATUSES)[number];
export const VETERAN_STATUS_LABELS: Record<VeteranStatus, string> = {
  active: 'Active duty wartime or campaign badge veteran',
  medal: 'Armed Forces service medal veteran',
  disabled: 'Disabled veteran',
  protectedNotIdentify: 'Protected veteran, classification not specified',
  protected: 'Protected veteran',
  notVeteran: 'Not a veteran',
  notIdentify: 'Prefer not to say',
  recentlySeparated: 'Recently separated veteran',
};

/** The eight base ethnicities; every stored ethnicity is one of these or an ordered pair of two. */
export const BASE_ETHNICITIES = [
  'blackAfricanAmerican',
  'white',
  'latinxHispanic',
  'eastAsian',
  'nativeAmericanIndigenous',
  'pacificIslander',
  'southAsian',
  'southeastAsian',
] as const;
export type BaseEthnicity = (typeof BASE_ETHNICITIES)[number];
export const BASE_ETHNICITY_LABELS: Record<BaseEthnicity, string> = {
  blackAfricanAmerican: 'Black / African American',
  white: 'White',
  latinxHispanic: 'Latinx / Hispanic',
  eastAsian: 'East Asian',
  nativeAmericanIndigenous: 'Native American / Indigenous',
  pacificIslander: 'Pacific Islander',
  southAsian: 'South Asian',
  southeastAsian: 'Southeast Asian',
};

/**
 * Mixed ethnicity is stored as `first_second` (two base values joined by '_'), e.g.
 * `blackAfricanAmerican_white`. docs/value-lists.md asks for "each alone and each combined with one
 * other, 64 in all": 8 alone + 8 x 7 ordered pairs = 64, so the order a person names them in is
 * kept ('White and Black / African American' is a choice of its own).
 */
export type MixedEthnicity = {
  [A in BaseEthnicity]: `${A}_${Exclude<BaseEthnicity, A>}`;
}[BaseEthnicity];
export type Ethnicity = BaseEthnicity | MixedEthnicity;

export const ETHNICITY_SEPARATOR = '_';

/** All 64: each base value alone, then followed by each of its mixed pairs. */
export const ETHNICITIES = BASE_ETHNICITIES.flatMap((first) => [
  first,
  ...BASE_ETHNICITIES.filter((second) => second !== first).map(
    (second) => `${first}${ETHNICITY_SEPARATOR}${second}` as MixedEthnicity,
  ),
]) as unknown as readonly [Ethnicity, ...Ethnicity[]];

/** The base values an ethnicity is made of (one or two). */
export function ethnicityParts(ethnicity: Ethnicity): BaseEthnicity[] {
  return ethnicity.split(ETHNICITY_SEPARATOR) as BaseEthnicity[];
}

export const ETHNICITY_LABELS = Object.fromEntries(
  ETHNICITIES.map((value) => [
    value,
    ethnicityParts(value)
      .map((part) => BASE_ETHNICITY_LABELS[part])
      .join(' and '),
  ]),
) as Record<Ethnicity, string>;
