/**
 * Offense group fields for forms that pick offense categories group by group (client profile,
 * job, organization). Each group only accepts its own categories.
 */
import { z } from 'zod';
import type { OffenseGroup } from '../enums/offenses.ts';
import { OFFENSE_GROUPS } from '../enums/offenses.ts';
import { VALIDATION_MESSAGES as M } from './messages.ts';
import { choiceList } from './fields.ts';

function offenseGroupField<G extends OffenseGroup>(group: G) {
  return choiceList(z.enum(OFFENSE_GROUPS[group]));
}

/** A group that needs a selection; a missing group counts as empty, so it says so. */
function requiredOffenseGroupField<G extends OffenseGroup>(group: G) {
  // prefault (not default): the empty list still goes through the "at least one" check.
  return choiceList(z.enum(OFFENSE_GROUPS[group]), { min: 1, minMessage: M.atLeastOne }).prefault(
    [],
  );
}

/** Each group as a plain list (may be empty). */
export const offenseGroupFields = {
  offenseDrugs: offenseGroupField('offenseDrugs'),
  offensePropertyDamage: offenseGroupField('offensePropertyDamage'),
  offenseSexual: offenseGroupField('offenseSexual'),
  offenseTheft: offenseGroupField('offenseTheft'),
  offenseViolent: offenseGroupField('offenseViolent'),
  offenseWhiteCollar: offenseGroupField('offenseWhiteCollar'),
  offenseMotorVehicle: offenseGroupField('offenseMotorVehicle'),
} satisfies Record<OffenseGroup, z.ZodType>;

/** A form always holds all seven groups, empty by default. */
export const offenseGroupFormFields = {
  offenseDrugs: offenseGroupFields.offenseDrugs.default([]),
  offensePropertyDamage: offenseGroupFields.offensePropertyDamage.default([]),
  offenseSexual: offenseGroupFields.offenseSexual.default([]),
  offenseTheft: offenseGroupFields.offenseTheft.default([]),
  offenseViolent: offenseGroupFields.offenseViolent.default([]),
  offenseWhiteCollar: offenseGroupFields.offenseWhiteCollar.default([]),
  offenseMotorVehicle: offenseGroupFields.offenseMotorVehicle.default([]),
};

/** The API tells a group that was sent from one that was not: absent groups are left alone. */
export const offenseGroupInputFields = {
  offenseDrugs: offenseGroupFields.offenseDrugs.optional(),
  offensePropertyDamage: offenseGroupFields.offensePropertyDamage.optional(),
  offenseSexual: offenseGroupFields.offenseSexual.optional(),
  offenseTheft: offenseGroupFields.offenseTheft.optional(),
  offenseViolent: offenseGroupFields.offenseViolent.optional(),
  offenseWhiteCollar: offenseGroupFields.offenseWhiteCollar.optional(),
  offenseMotorVehicle: offenseGroupFields.offenseMotorVehicle.optional(),
};

/** Every group needs at least one category ('At least one required'): an organization's rule. */
export const requiredOffenseGroupFields = {
  offenseDrugs: requiredOffenseGroupField('offenseDrugs'),
  offensePropertyDamage: requiredOffenseGroupField('offensePropertyDamage'),
  offenseSexual: requiredOffenseGroupField('offenseSexual'),
  offenseTheft: requiredOffenseGroupField('offenseTheft'),
  offenseViolent: requiredOffenseGroupField('offenseViolent'),
  offenseWhiteCollar: requiredOffenseGroupField('offenseWhiteCollar'),
  offenseMotorVehicle: requiredOffenseGroupField('offenseMotorVehicle'),
} satisfies Record<OffenseGroup, z.ZodType>;
