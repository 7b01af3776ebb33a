/**
 * The 24 offense categories in their 7 groups (docs/value-lists.md#offense-categories). Groups
 * are keyed by their form-field names, so a form, the profile transform and API error paths all
 * use the same names.
 */
export const OFFENSE_GROUPS = {
  offenseDrugs: ['possession', 'distribution'],
  offensePropertyDamage: ['vandalism', 'arson'],
  offenseSexual: ['sexualAssault', 'statutoryRape', 'pornography'],
  offenseTheft: ['robbery', 'identityTheft', 'burglary'],
  offenseViolent: [
    'homicide',
    'manslaughter',
    'recklessEndangerment',
    'domesticViolence',
    'battery',
  ],
  offenseWhiteCollar: ['fraud', 'embezzlement', 'moneyLaundering', 'bailJumping'],
  offenseMotorVehicle: [
    'diuDwi',
    'hitAndRun',
    'fleeingPolice',
    'vehicularHomicide',
    'vehicularManslaughter',
  ],
} as const;

export type OffenseGroup = keyof typeof OFFENSE_GROUPS;
/**
 * The categories of one group, e.g. `OffenseOf<'offenseDrugs'>` is 'possession' | 'distribution'.
 */
export type OffenseOf<G extends OffenseGroup> = (typeof OFFENSE_GROUPS)[G][number];
export type Offense = OffenseOf<OffenseGroup>;

export const OFFENSE_GROUP_KEYS = [
  'offenseDrugs',
  'offensePropertyDamage',
  'offenseSexual',
  'offenseTheft',
  'offenseViolent',
  'offenseWhiteCollar',
  'offenseMotorVehicle',
] as const satisfies readonly OffenseGroup[];

export const OFFENSE_GROUP_LABELS: Record<OffenseGroup, string> = {
  offenseDrugs: 'Drugs',
  offensePropertyDamage: 'Property Damage',
  offenseSexual: 'Sexual',
  offenseTheft: 'Theft',
  offenseViolent: 'Violent',
  offenseWhiteCollar: 'White-collar',
  offenseMotorVehicle: 'Motor Vehicle',
};

/** Every category, in group order: the canonical order of a merged offense list. */
export const OFFENSES = OFFENSE_GROUP_KEYS.flatMap(
  (group) => OFFENSE_GROUPS[group] as readonly Offense[],
) as unknown as readonly [Offense, ...Offense[]];

export const OFFENSE_LABELS: Record<Offense, string> = {
  possession: 'Possession',
  distribution: 'Distribution',
  vandalism: 'Vandalism',
  arson: 'Arson',
  sexualAssault: 'Sexual assault',
  statutoryRape: 'Statutory rape',
  pornography: 'Pornography',
  robbery: 'Robbery',
  identityTheft: 'Identity theft',
  burglary: 'Burglary',
  homicide: 'Homicide',
  manslaughter: 'Manslaughter',
  recklessEndangerment: 'Reckless endangerment',
  domesticViolence: 'Domestic violence',
  battery: 'Battery',
  fraud: 'Fraud',
  embezzlement: 'Embezzlement',
  moneyLaundering: 'Money laundering',
  bailJumping: 'Bail jumping',
  diuDwi: 'DUI / DWI',
  hitAndRun: 'Hit and run',
  fleeingPolice: 'Fleeing police',
  vehicularHomicide: 'Vehicular homicide',
  vehicularManslaughter: 'Vehicular manslaughter',
};

/** Choosing any of these asks about the registry and SBN (docs/product.md, docs/data-model.md). */
export const SEXUAL_OFFENSES: readonly Offense[] = OFFENSE_GROUPS.offenseSexual;

const GROUP_OF = new Map<string, OffenseGroup>(
  OFFENSE_GROUP_KEYS.flatMap((group) => OFFENSE_GROUPS[group].map((o) => [o, group] as const)),
);

/** The group a category belongs to. */
export function offenseGroupOf(offense: Offense): OffenseGroup {
  // Every category is in the map by construction.
  return GROUP_OF.get(offense) as OffenseGroup;
}

export function isSexualOffense(offense: Offense): boolean {
  return SEXUAL_OFFENSES.includes(offense);
}

/** Deduplicates and sorts a list of categories into the canonical order of OFFENSES. */
export function sortOffenses(offenses: Iterable<Offense>): Offense[] {
  const chosen = new Set(offenses);
  return OFFENSES.filter((o) => chosen.has(o));
}

/** The seven group arrays of a form, each holding only its own group's categories. */
export type OffenseGroupValues = { [G in OffenseGroup]: OffenseOf<G>[] };

/** Where offenses can come from: the merged list and/or any of the group arrays. */
export type OffenseSource = {
  offense?: readonly Offense[] | null | undefined;
} & { [G in OffenseGroup]?: readonly OffenseOf<G>[] | null | undefined };

/**
 * One merged offense list from the stored list and/or the group arrays. A group array that is
 * present replaces that group's part of the list (so a form sending all seven groups replaces
 * everything, and a PATCH sending one group changes only that group). Sorted, no duplicates.
 */
export function mergeOffenses(source: OffenseSource): Offense[] {
  const chosen = new Set<Offense>(source.offense ?? []);
  for (const group of OFFENSE_GROUP_KEYS) {
    const list = source[group] as readonly Offense[] | null | undefined;
    if (list === undefined || list === null) continue;
    for (const offense of OFFENSE_GROUPS[group]) chosen.delete(offense);
    for (const offense of list) chosen.add(offense);
  }
  return sortOffenses(chosen);
}

/** Back from the merged list to the seven group arrays, for edit forms. */
export function offenseGroupsFromList(offense: readonly Offense[]): OffenseGroupValues {
  const chosen = new Set(offense);
  const groups = {} as Record<OffenseGroup, Offense[]>;
  for (const group of OFFENSE_GROUP_KEYS) {
    groups[group] = (OFFENSE_GROUPS[group] as readonly Offense[]).filter((o) => chosen.has(o));
  }
  return groups as OffenseGroupValues;
}
