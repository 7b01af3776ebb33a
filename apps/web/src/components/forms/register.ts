import type { UseFormRegisterReturn } from 'react-hook-form';
import type { FieldErrorInput } from '#web/components/ui/field.tsx';

/**
 * `register` of any form that has the fields `K`: a group of fields shared by several forms takes
 * this, so each form passes its own `register` without a cast.
 */
export type RegisterOf<K extends string> = (name: K) => UseFormRegisterReturn<K>;

/** The errors of any form, read by field name. */
export type ErrorsOf = Partial<Record<string, FieldErrorInput>>;

/** What a group of registered fields takes from its form. */
export interface RegisteredFieldsProps<K extends string> {
  register: RegisterOf<K>;
  errors: ErrorsOf;
}
