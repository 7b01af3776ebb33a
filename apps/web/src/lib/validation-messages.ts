/**
 * Loaded with the areas that have forms (app/router.tsx), not with the first page: it brings zod.
 * From then on, zod's own checks (a value outside a list, a missing object) use the product's
 * words, as the API's do.
 */
import { installValidationMessages } from '@fairchance/shared';

installValidationMessages();
