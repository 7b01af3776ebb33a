import type * as ResponseSchemaModule from './response-schemas.ts';

type ResponseSchemas = typeof ResponseSchemaModule;

let loading: Promise<ResponseSchemas> | undefined;

/** Starts loading the response schemas (once); the call's answer is read when both are there. */
export function loadResponseSchemas(): Promise<ResponseSchemas> {
  loading ??= import('./response-schemas.ts');
  return loading;
}

interface Parser<T> {
  parse(data: unknown): T;
}

/**
 * A `parse` option for the API client that validates with a shared schema loaded on demand. The
 * schema module starts loading when this is called, in parallel with the request.
 */
export function lazyParse<T>(pick: (schemas: ResponseSchemas) => Parser<T>) {
  const schemas = loadResponseSchemas();
  return async (data: unknown): Promise<T> => pick(await schemas).parse(data);
}
