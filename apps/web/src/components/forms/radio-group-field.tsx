import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { RadioGroup, type RadioGroupProps } from '#web/components/ui/radio-group.tsx';
import { controllerProps } from './controller-props.ts';

export type RadioGroupFieldProps<T extends FieldValues> = Omit<
  RadioGroupProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'ref' | 'error'
> & {
  control: Control<T>;
  name: FieldPath<T>;
  /** Called after the form has the new value (to clear or preset the fields it governs). */
  onPick?: (value: string) => void;
};

/**
 * A RadioGroup bound to a react-hook-form field: value, changes, focus and its error. No value
 * checks the option whose value is '' (a "none" choice), where there is one.
 */
export function RadioGroupField<T extends FieldValues>({
  control,
  name,
  onPick,
  ...props
}: RadioGroupFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <RadioGroup
          {...props}
          {...controllerProps(field, fieldState)}
          value={field.value ?? ''}
          onChange={(value) => {
            field.onChange(value);
            onPick?.(value);
          }}
        />
      )}
    />
  );
}
