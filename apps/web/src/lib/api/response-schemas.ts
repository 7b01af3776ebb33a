/**
 * The shared response schemas the app's first screens need. They are loaded on demand (see
 * `lazy-parse.ts`) so that zod and the profile schemas stay out of the home page's JavaScript;
 * screens that are already in a lazy chunk import schemas from @fairchance/shared directly.
 */
export {
  SessionClaimsSchema,
  TokenResponseSchema,
  UploadSchema,
  UserSchema,
} from '@fairchance/shared';
