import type { FieldValues, Resolver } from 'react-hook-form';
import { ApiError } from '#web/lib/api/errors.ts';

export interface LazyResolver<TValues extends FieldValues, TContext, TOutput> {
  /** React Hook Form's `resolver` option: the loaded resolver's answer, once it is loaded. */
  resolver: Resolver<TValues, TContext, TOutput>;
  /** Starts loading (once): when the person first reaches the form, before they submit it. */
  preload: () => void;
}

/**
 * A form's validation loaded when the form is first used rather than with the page
 * (docs/decisions/047-lean-sign-in.md): the shared schema, zod and `@hookform/resolvers` are most
 * of a form's weight, and the sign-in and sign-up pages are drawn without them. `load` imports a
 * module that makes the resolver (`zodResolver(Schema)`), so the checks and their messages are
 * the schema's, as before; React Hook Form awaits a resolver in any case.
 *
 * A failed load (no connection) is not kept: the next submit loads again, and the submit fails
 * with a NETWORK ApiError (the form shows 'No connection').
 */
export function lazyResolver<TValues extends FieldValues, TContext, TOutput>(
  load: () => Promise<Resolver<TValues, TContext, TOutput>>,
): LazyResolver<TValues, TContext, TOutput> {
  let loading: Promise<Resolver<TValues, TContext, TOutput>> | undefined;
  const loaded = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw new ApiError({
        type: 'NETWORK',
        message: error instanceof Error ? error.message : 'The form could not be loaded',
        cause: error,
      });
    });
    return loading;
  };
  return {
    resolver: async (values, context, options) => (await loaded())(values, context, options),
    preload: () => {
      loaded().catch(() => {});
    },
  };
}
