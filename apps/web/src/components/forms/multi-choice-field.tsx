import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { MultiChoice, type MultiChoiceProps } from '#web/components/ui/multi-choice.tsx';
import { controllerProps } from './controller-props.ts';

export type MultiChoiceFieldProps<T extends FieldValues> = Omit<
  MultiChoiceProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'ref' | 'error'
> & {
  control: Control<T>;
  name: FieldPath<T>;
};

/** A MultiChoice bound to a react-hook-form list field: value, changes, focus and its error. */
export function MultiChoiceField<T extends FieldValues>({
  control,
  name,
  ...props
}: MultiChoiceFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <MultiChoice
          {...props}
          {...controllerProps(field, fieldState)}
          value={(field.value as readonly string[] | undefined) ?? []}
          onChange={field.onChange}
        />
      )}
    />
  );
}
