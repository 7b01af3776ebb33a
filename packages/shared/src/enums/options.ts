/** One choice of a select, radio group or checkbox list. */
export interface Option<T extends string = string> {
  value: T;
  label: string;
}

/**
 * Turns a value list and its labels into options, in the list's order.
 * Lists are the single source of order, so every form shows choices the same way.
 */
export function toOptions<T extends string>(
  values: readonly T[],
  labels: Readonly<Record<T, string>>,
): Option<T>[] {
  return values.map((value) => ({ value, label: labels[value] }));
}

/** True when `value` is one of `values`; narrows an unknown string to the list's type. */
export function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (values as readonly string[]).includes(value);
}
