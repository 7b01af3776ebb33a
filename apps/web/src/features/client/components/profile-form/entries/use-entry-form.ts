/**
 * What the entry forms of the list steps share (docs/web-app.md#forms-and-wizards): a form over
 * the entry's shared schema (docs/validation.md), checked as each field is left, that hands the
 * saved entry back to the list; and the month and year choices their dates offer.
 */
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { monthOptions } from '@fairchance/shared';
import type { SelectOption } from '#web/components/ui/select-field.tsx';
import { intlLocale } from '#web/i18n/format.ts';
import type { EntryFormProps } from '#web/features/client/components/profile-form/list-editor.tsx';

/** One kind of entry: its schema, and how an entry becomes the form's values and back. */
export interface EntryKind<Input extends FieldValues, Output, Entry> {
  schema: z.ZodType<Output, Input>;
  toInput: (entry: Entry | undefined) => Input;
  toEntry: (values: Output) => Entry;
}

/** An entry kind, its form's types read from its schema and its `toInput`. */
export function entryKind<Input extends FieldValues, Output, Entry>(
  schema: z.ZodType<Output, Input>,
  ways: { toInput: (entry: Entry | undefined) => Input; toEntry: (values: Output) => Entry },
): EntryKind<Input, Output, Entry> {
  return { schema, ...ways };
}

/** The form of one entry; `shell` goes to `EntryFormShell` as it is. */
export function useEntryForm<Input extends FieldValues, Output, Entry>(
  { entry, title, level, onSave, onCancel }: EntryFormProps<Entry>,
  { schema, toInput, toEntry }: EntryKind<Input, Output, Entry>,
) {
  const { register, handleSubmit, control, formState } = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: toInput(entry) as DefaultValues<Input>,
  });
  const onSubmit = handleSubmit((values) => onSave(toEntry(values)));
  return {
    register,
    control,
    errors: formState.errors,
    shell: { title, level, onCancel, onSubmit },
  };
}

/** The months, named in the interface language. */
export const months = (): SelectOption[] =>
  monthOptions(intlLocale()).map(({ value, label }) => ({ value: String(value), label }));

export function yearOptions(years: readonly number[]): SelectOption[] {
  return years.map((year) => ({ value: String(year), label: String(year) }));
}

/** A stored number as a select's value: none is the empty choice. */
export const numberInput = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : value;
