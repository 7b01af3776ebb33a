/**
 * The sign-in form's checks, loaded when the form is first used (login-form.tsx,
 * lib/lazy-resolver.ts): the shared schema brings zod, which the page is drawn without.
 */
import '#web/lib/validation-messages.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoginFormSchema } from '@fairchance/shared';

export const loginResolver = zodResolver(LoginFormSchema);
