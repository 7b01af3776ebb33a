import { useMemo } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import {
  issuesOf,
  type ProfileFormInput,
  type ProfileFormValues,
  type ProfileSchema,
} from './model.ts';

/**
 * Whether the profile's schema accepts `fields` as they stand (the wizard's current step, an edit
 * screen's section): the Next or Save button follows it as the person types
 * (docs/web-app.md#forms-and-wizards).
 */
export function useFieldsValidity(
  control: Control<ProfileFormInput, unknown, ProfileFormValues>,
  schema: ProfileSchema,
  fields: readonly string[],
): boolean {
  const values = useWatch({ control });
  return useMemo(() => issuesOf(schema, values, fields).length === 0, [schema, values, fields]);
}
