/**
 * Zod compiles its object parsers with `new Function` when the page allows it. The app's Content
 * Security Policy does not (apps/api/src/lib/security-headers.ts), so zod's probe for it was only
 * refused and reported as a CSP violation on every page with a form (Lighthouse's best practices).
 * Said before any schema is made: main.tsx imports this first.
 *
 * Through the global zod reads its configuration from (zod's `GlobalThisWithConfig`: filled before
 * zod loads, it "takes effect immediately on import"), not through `z.config`: importing zod here
 * would put part of it in the first chunk of every page, while only pages with forms or API
 * answers load zod, later (docs/decisions/047-lean-sign-in.md).
 */
import type { $ZodConfig } from 'zod/v4/core';

const withZodConfig = globalThis as typeof globalThis & { __zod_globalConfig?: $ZodConfig };
withZodConfig.__zod_globalConfig = { ...withZodConfig.__zod_globalConfig, jitless: true };
