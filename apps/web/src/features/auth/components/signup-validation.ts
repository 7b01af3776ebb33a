/**
 * The sign-up form's checks, loaded when the form is first used (signup-form.tsx,
 * lib/lazy-resolver.ts): the shared schema brings zod, which the page is drawn without.
 */
import '#web/lib/validation-messages.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import { SignUpFormSchema } from '@fairchance/shared';

export const signupResolver = zodResolver(SignUpFormSchema);

// The checked values' way to the request, beside the schema it reads.
export { toCreateUserPayload } from '@fairchance/shared';
