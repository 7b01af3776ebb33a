import type { Control } from 'react-hook-form';
import {
  OffenseGroupsField,
  type OffenseGroupsFormValues,
} from '#web/components/forms/offense-groups-field.tsx';

export type { OffenseGroupsFormValues };

export interface OffenseGroupsFieldsProps {
  /** Each group shows its own field's error, read through the control. */
  control: Control<OffenseGroupsFormValues>;
}

/**
 * The seven categories of docs/validation.md (the organization's allowed offenses), each needing at
 * least one choice ('At least one required') and each with its own 'Select all'.
 */
export function OffenseGroupsFields({ control }: OffenseGroupsFieldsProps) {
  return <OffenseGroupsField control={control} selectAll="each" isRequired hasColumns />;
}
