/**
 * Zod compiles its object parsers with `new Function` when the page allows it. The app's Content
 * Security Policy does not (apps/api/src/lib/security-headers.ts), so zod's probe for it was only
 * refused and reported as a CSP violation on every page with a form (Lighthouse's best practices).
 * Said before any schema is made: main.tsx imports this first.
 */
import { z } from 'zod';

z.config({ jitless: true });
