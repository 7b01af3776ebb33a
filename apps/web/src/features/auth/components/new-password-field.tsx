import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN_LENGTH } from '@fairchance/shared';
import { TextField } from '#web/components/ui/text-field.tsx';
import type { FieldErrorInput } from '#web/components/ui/field.tsx';

export interface NewPasswordFieldProps extends Omit<
  ComponentProps<'input'>,
  'className' | 'children' | 'type' | 'autoComplete'
> {
  label: ReactNode;
  error?: FieldErrorInput;
  isRequired?: boolean;
  /** Says under the label how long a password must be (docs/validation.md). */
  showsRules?: boolean;
}

/**
 * A password being chosen (sign-up, reset, account settings): the browser may suggest one and
 * store it (`autocomplete="new-password"`).
 */
export function NewPasswordField({ showsRules, ...props }: NewPasswordFieldProps) {
  const { t } = useTranslation();
  const hint = showsRules
    ? t('auth.signupForm.passwordHint', { n: PASSWORD_MIN_LENGTH })
    : undefined;
  return <TextField type="password" autoComplete="new-password" hint={hint} {...props} />;
}
