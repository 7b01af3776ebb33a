import {
  get,
  type FieldError,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormRegister,
} from 'react-hook-form';
import { SelectField, type SelectOption } from '#web/components/ui/select-field.tsx';
import { months } from './use-entry-form.ts';

export interface MonthYearFieldsProps<T extends FieldValues> {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  month: Path<T>;
  year: Path<T>;
  /** The month's label, then the year's. */
  labels: readonly [string, string];
  years: readonly SelectOption[];
  /** Fields checked again when either changes; by default each checks the other. */
  deps?: Path<T>[];
  isRequired?: boolean;
}

/** A date of an entry as a month and a year, side by side (a start, an end, an issue date). */
export function MonthYearFields<T extends FieldValues>({
  register,
  errors,
  month,
  year,
  labels,
  years,
  deps,
  isRequired,
}: MonthYearFieldsProps<T>) {
  const monthError: FieldError | undefined = get(errors, month);
  const yearError: FieldError | undefined = get(errors, year);
  return (
    <div className="field-row">
      <SelectField
        label={labels[0]}
        options={months()}
        error={monthError}
        isRequired={isRequired}
        {...register(month, { deps: deps ?? [year] })}
      />
      <SelectField
        label={labels[1]}
        options={years}
        error={yearError}
        isRequired={isRequired}
        {...register(year, { deps: deps ?? [month] })}
      />
    </div>
  );
}
