/**
 * Places: Wisconsin counties, Wisconsin correctional facilities, US states (docs/data-model.md,
 * docs/value-lists.md).
 */

/**
 * All 72 Wisconsin counties, stored by name (docs/value-lists.md#places: 'Fond du Lac', 'St.
 * Croix').
 */
export const WISCONSIN_COUNTIES = [
  'Adams',
  'Ashland',
  'Barron',
  'Bayfield',
  'Brown',
  'Buffalo',
  'Burnett',
  'Calumet',
  'Chippewa',
  'Clark',
  'Columbia',
  'Crawford',
  'Dane',
  'Dodge',
  'Door',
  'Douglas',
  'Dunn',
  'Eau Claire',
  'Florence',
  'Fond du Lac',
  'Forest',
  'Grant',
  'Green',
  'Green Lake',
  'Iowa',
  'Iron',
  'Jackson',
  'Jefferson',
  'Juneau',
  'Kenosha',
  'Kewaunee',
  'La Crosse',
  'Lafayette',
  'Langlade',
  'Lincoln',
  'Manitowoc',
  'Marathon',
  'Marinette',
  'Marquette',
  'Menominee',
  'Milwaukee',
  'Monroe',
  'Oconto',
  'Oneida',
  'Outagamie',
  'Ozaukee',
  'Pepin',
  'Pierce',
  'Polk',
  'Portage',
  'Price',
  'Racine',
  'Richland',
  'Rock',
  'Rusk',
  'St. Croix',
  'Sauk',
  'Sawyer',
  'Shawano',
  'Sheboygan',
  'Taylor',
  'Trempealeau',
  'Vernon',
  'Vilas',
  'Walworth',
  'Washburn',
  'Washington',
  'Waukesha',
  'Waupaca',
  'Waushara',
  'Winnebago',
  'Wood',
] as const;
export type WisconsinCounty = (typeof WISCONSIN_COUNTIES)[number];
/** Counties are stored by name, so the label says "County" and the value stays short. */
export const WISCONSIN_COUNTY_LABELS = Object.fromEntries(
  WISCONSIN_COUNTIES.map((county) => [county, `${county} County`]),
) as Record<WisconsinCounty, string>;

/**
 * Counties whose name starts with `text`, ignoring case and surrounding spaces (docs/validation.md:
 * the service-area autocomplete matches the start of the text). Empty text matches nothing.
 */
export function matchCounties(text: string, exclude: readonly string[] = []): WisconsinCounty[] {
  const start = text.trim().toLowerCase();
  if (!start) return [];
  return WISCONSIN_COUNTIES.filter(
    (county) => county.toLowerCase().startsWith(start) && !exclude.includes(county),
  );
}

/** The Department of Corrections' adult institutions (Division of Adult Institutions). */
export const WISCONSIN_INSTITUTIONS = [
  'Chippewa Valley Correctional Treatment Facility',
  'Columbia Correctional Institution',
  'Dodge Correctional Institution',
  'Fox Lake Correctional Institution',
  'Green Bay Correctional Institution',
  'Jackson Correctional Institution',
  'Kettle Moraine Correctional Institution',
  'Milwaukee Secure Detention Facility',
  'New Lisbon Correctional Institution',
  'Oakhill Correctional Institution',
  'Oshkosh Correctional Institution',
  'Prairie du Chien Correctional Institution',
  'Racine Correctional Institution',
  'Racine Youthful Offender Correctional Facility',
  'Redgranite Correctional Institution',
  'Robert E. Ellsworth Correctional Center',
  'Stanley Correctional Institution',
  'Sturtevant Transitional Facility',
  'Taycheedah Correctional Institution',
  'Waupun Correctional Institution',
  'Wisconsin Resource Center',
  'Wisconsin Secure Program Facility',
] as const;

/**
 * The minimum-security centers of the Wisconsin Correctional Center System (and women's centers).
 */
export const WISCONSIN_CORRECTIONAL_CENTERS = [
  'Black River Correctional Center',
  'Drug Abuse Correctional Center',
  'Felmers O. Chaney Correctional Center',
  'Flambeau Correctional Center',
  'Gordon Correctional Center',
  'John C. Burke Correctional Center',
  'Kenosha Correctional Center',
  'Marshall E. Sherrer Correctional Center',
  'McNaughton Correctional Center',
  "Milwaukee Women's Correctional Center",
  'Oregon Correctional Center',
  'Sanger B. Powers Correctional Center',
  'St. Croix Correctional Center',
  'Thompson Correctional Center',
  'Winnebago Correctional Center',
] as const;

/** Choices for people not held in a state facility. */
export const OTHER_FACILITIES = ['County jail', 'Federal facility', 'Other'] as const;

/** Every facility a client can name, stored by full name (docs/value-lists.md). */
export const FACILITIES = [
  ...WISCONSIN_INSTITUTIONS,
  ...WISCONSIN_CORRECTIONAL_CENTERS,
  ...OTHER_FACILITIES,
] as const;
export type Facility = (typeof FACILITIES)[number];
export const FACILITY_LABELS = Object.fromEntries(FACILITIES.map((f) => [f, f])) as Record<
  Facility,
  string
>;

/** The 50 states, DC and the five inhabited territories, by USPS code. */
export const US_STATE_NAMES = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
  AS: 'American Samoa',
  GU: 'Guam',
  MP: 'Northern Mariana Islands',
  PR: 'Puerto Rico',
  VI: 'U.S. Virgin Islands',
} as const;
export type UsStateCode = keyof typeof US_STATE_NAMES;
export const US_STATE_CODES = Object.keys(US_STATE_NAMES) as unknown as readonly [
  UsStateCode,
  ...UsStateCode[],
];
export const US_STATE_LABELS: Record<UsStateCode, string> = US_STATE_NAMES;
/** The product serves Wisconsin first; forms preselect it. */
export const HOME_STATE: UsStateCode = 'WI';
