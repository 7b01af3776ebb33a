import {
  OffenseGroupsField,
  type OffenseGroupsChange,
} from '#web/components/forms/offense-groups-field.tsx';
import { useProfileForm } from './fields.tsx';
import type { ProfileFieldName } from './model.ts';

/**
 * The offense categories in their 7 groups, with Select All and Clear All (docs/product.md).
 * Emptying the sexual group answers the registry and SBN questions 'no' again (docs/product.md,
 * docs/data-model.md).
 */
export function OffenseCategoriesField() {
  const { control, setValue, formState, trigger } = useProfileForm();
  // The schema reports "at least one" on the merged list, which has no field of its own.
  const errors = formState.errors as Record<string, { message?: string } | undefined>;

  function handleChange(change: OffenseGroupsChange) {
    if (change.offenseSexual?.length === 0) {
      setValue('sexualOffenderRegistry', 'no', { shouldDirty: true });
      setValue('sbn', 'no', { shouldDirty: true });
    }
    // Keep a shown "at least one" message in step with the choices.
    if (errors.offense) void trigger('offense' as ProfileFieldName);
  }

  return (
    <OffenseGroupsField
      control={control}
      selectAll="all"
      setValue={setValue}
      hasCount
      error={errors.offense}
      onChange={handleChange}
    />
  );
}
