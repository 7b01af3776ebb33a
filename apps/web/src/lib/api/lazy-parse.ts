import type * as ResponseSchemaModule from './response-schemas.ts';
import { nextTask } from '#web/lib/next-task.ts';

type ResponseSchemas = typeof ResponseSchemaModule;

let loading: Promise<ResponseSchemas> | undefined;

/**
 * Starts loading the response schemas (once); the call's answer is read when both are there.
 * Building them (the user's answer needs the profile schemas of every role) is one long task on
 * a phone: the answer is read in the next one (docs/decisions/055-work-in-short-tasks.md).
 */
export function loadResponseSchemas(): Promise<ResponseSchemas> {
  loading ??= import('./response-schemas.ts').then(async (schemas) => {
    await nextTask();
    return schemas;
  });
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
