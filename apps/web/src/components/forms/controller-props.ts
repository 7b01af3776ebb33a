import type {
  ControllerFieldState,
  ControllerRenderProps,
  FieldPath,
  FieldValues,
} from 'react-hook-form';

/**
 * What a controlled input takes from react-hook-form's `Controller` besides its value and its
 * changes: the field's name, its blur, the ref that focuses it and its error.
 */
export function controllerProps<T extends FieldValues, N extends FieldPath<T>>(
  field: ControllerRenderProps<T, N>,
  fieldState: ControllerFieldState,
) {
  return { name: field.name, onBlur: field.onBlur, ref: field.ref, error: fieldState.error };
}
