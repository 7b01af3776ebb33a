import { RadioGroup, type RadioGroupProps } from './radio-group.tsx';

export interface YesNoFieldProps extends Pick<
  RadioGroupProps,
  'label' | 'name' | 'error' | 'isRequired' | 'ref'
> {
  value: boolean | undefined;
  onChange: (value: boolean) => void;
  /** The two answers' words, translated by the caller. */
  labels: { yes: string; no: string };
}

/** A required yes or no kept as a boolean: two radios (use it with react-hook-form's `Controller`). */
export function YesNoField({ value, onChange, labels, ...rest }: YesNoFieldProps) {
  return (
    <RadioGroup
      {...rest}
      value={value === undefined ? null : value ? 'yes' : 'no'}
      onChange={(next) => onChange(next === 'yes')}
      options={[
        { value: 'yes', label: labels.yes },
        { value: 'no', label: labels.no },
      ]}
    />
  );
}
