/**
 * Response serialization compiled once per schema (issue 11). Each route's Zod response schema is
 * turned into a JSON Schema (Zod's own `toJSONSchema`, the output side) and compiled by
 * fast-json-stringify, the serializer Fastify uses by default. Nothing parses the answer with Zod
 * at request time any more.
 *
 * What this keeps from the Zod serializer it replaces:
 * - Only declared fields leave the server: fast-json-stringify writes the `properties` of an
 *   object and nothing else (the cloaked profiles rely on this). A schema that could let an
 *   undeclared field through (`z.any()`, a loose object, a union, which fast-json-stringify picks
 *   with a validator that rejects extra fields, a recursive `$ref`) is not compiled: that schema
 *   keeps the Zod serializer, and `zodSerializedResponses()` names it.
 * - A missing required field or a value that cannot be written as its type (a word where a number
 *   belongs) throws `ResponseSchemaError`: the error handler answers the standard 500 and logs it.
 *
 * What it no longer checks at request time: formats, enums, lengths, ranges, and types that
 * fast-json-stringify coerces (a number where a string belongs is written as a string, `null`
 * where a non-nullable string belongs as ""). With `validate` (development and tests) every
 * answer is also checked by Zod first, so such a handler bug fails the tests that reach it.
 */
import fastJsonStringify from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import {
  ResponseSerializationError,
  serializerCompiler as zodSerializerCompiler,
} from 'fastify-type-provider-zod';
import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';
import { JsonText } from './json-text.ts';

type Serialize = (data: unknown) => string;
type JsonSchema = Record<string, unknown>;

/** An answer that does not fit its compiled schema (a handler bug): a 500, logged. */
export class ResponseSchemaError extends Error {
  readonly statusCode = 500;
  readonly code = 'FST_ERR_RESPONSE_SCHEMA';
  readonly route: string;
  constructor(route: string, options: { cause: unknown }) {
    super(`The answer of ${route} does not match its response schema.`, options);
    this.name = 'ResponseSchemaError';
    this.route = route;
  }
}

export function isResponseSchemaError(error: unknown): error is ResponseSchemaError {
  return error instanceof ResponseSchemaError;
}

/** The keywords that shape what fast-json-stringify writes. */
const STRUCTURAL_KEYWORDS = new Set([
  'type',
  'nullable',
  'properties',
  'required',
  'additionalProperties',
  'items',
]);
/**
 * Keywords removed before compiling. The checks (lengths, ranges, patterns, enums) do not change
 * what is written, and the OpenAPI 3.0 forms of some (`exclusiveMinimum: true`) are not valid in
 * the draft fast-json-stringify reads. `default` would be written for a missing field (Zod's
 * encode refuses it instead). `format` makes fast-json-stringify reformat Date objects ('date' in
 * local time) where the schemas promise strings: every string is written as the string it is.
 */
const DROPPED_KEYWORDS = new Set([
  '$schema',
  'title',
  'description',
  'examples',
  'deprecated',
  'readOnly',
  'default',
  'format',
  'pattern',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minItems',
  'maxItems',
  'uniqueItems',
  'enum',
  'propertyNames',
]);
const TYPES = new Set(['string', 'number', 'integer', 'boolean', 'object', 'array', 'null']);

class NotCompilable extends Error {}

/**
 * Checks one JSON Schema node (and its children) is closed, i.e. writes only declared fields and
 * picks no branch at run time, and removes the keywords in DROPPED_KEYWORDS. Throws NotCompilable.
 */
function closeSchema(node: unknown, at: string): void {
  if (typeof node !== 'object' || node === null || Array.isArray(node)) {
    throw new NotCompilable(`${at}: not a schema object`);
  }
  const schema = node as JsonSchema;
  for (const key of Object.keys(schema)) {
    if (DROPPED_KEYWORDS.has(key)) delete schema[key];
    else if (!STRUCTURAL_KEYWORDS.has(key)) throw new NotCompilable(`${at}: keyword ${key}`);
  }
  const { type } = schema;
  if (typeof type !== 'string' || !TYPES.has(type)) {
    throw new NotCompilable(`${at}: no single type (${JSON.stringify(type)})`);
  }
  if (type === 'object') {
    const properties = schema.properties ?? {};
    if (typeof properties !== 'object' || properties === null) {
      throw new NotCompilable(`${at}: properties`);
    }
    for (const [name, child] of Object.entries(properties)) closeSchema(child, `${at}.${name}`);
    const extra = schema.additionalProperties;
    if (extra === undefined || extra === false) {
      if (schema.properties === undefined) throw new NotCompilable(`${at}: an open object`);
    } else if (typeof extra === 'object' && extra !== null) {
      closeSchema(extra, `${at}[key]`); // a record: every key is written, each value by schema
    } else {
      throw new NotCompilable(`${at}: additionalProperties ${JSON.stringify(extra)}`);
    }
  } else if (type === 'array') {
    closeSchema(schema.items, `${at}[]`);
  } else if ('properties' in schema || 'items' in schema || 'additionalProperties' in schema) {
    throw new NotCompilable(`${at}: object keywords on a ${type}`);
  }
}

/**
 * The JSON Schema a Zod response schema serializes by, or why it cannot be compiled safely.
 * Exported for the tests and the serializer measure.
 */
export function toSerializationSchema(
  schema: z.ZodType,
): { ok: true; jsonSchema: JsonSchema } | { ok: false; reason: string } {
  let jsonSchema: JsonSchema;
  try {
    jsonSchema = z.toJSONSchema(schema, {
      // OpenAPI 3.0 writes `.nullable()` as `nullable: true`, which fast-json-stringify handles
      // without a run-time branch (draft 2020-12 would give anyOf with a null member).
      target: 'openapi-3.0',
      io: 'output',
      unrepresentable: 'throw',
      cycles: 'throw',
      reused: 'inline',
    });
    closeSchema(jsonSchema, '(answer)');
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  }
  return { ok: true, jsonSchema };
}

/** Compiled once per Zod schema object: ErrorBodySchema serves most routes. */
const compiled = new WeakMap<z.ZodType, Serialize | { reason: string }>();
/** Route answers that keep the Zod serializer, as `METHOD url status: reason`. */
const zodSerialized = new Set<string>();

/** The route answers that are serialized by Zod rather than compiled (for the log and tests). */
export function zodSerializedResponses(): string[] {
  return [...zodSerialized];
}

function compile(schema: z.ZodType): Serialize | { reason: string } {
  let entry = compiled.get(schema);
  if (entry === undefined) {
    const result = toSerializationSchema(schema);
    entry = result.ok
      ? (fastJsonStringify(result.jsonSchema) as Serialize)
      : { reason: result.reason };
    compiled.set(schema, entry);
  }
  return entry;
}

export interface ResponseSerializerOptions {
  /** Also check each answer with Zod before writing it (development and tests, not production). */
  validate: boolean;
  /** Told about each route answer that keeps the Zod serializer. */
  onZodFallback?: (route: string, reason: string) => void;
}

export function createResponseSerializerCompiler({
  validate,
  onZodFallback,
}: ResponseSerializerOptions): FastifySerializerCompiler<unknown> {
  return (routeSchema) => {
    const { schema, method, url, httpStatus, contentType } = routeSchema;
    const route = `${method} ${url} ${httpStatus}`;
    if (contentType !== undefined && !/[/+]json$/.test(contentType)) {
      // An answer declared in a binary type (the media files) is the Buffer its handler sends,
      // which Fastify never serializes. Only an object sent by mistake would reach this.
      return () => {
        throw new ResponseSchemaError(route, { cause: new Error(`${contentType} is not JSON`) });
      };
    }
    if (!(schema instanceof z.ZodType)) {
      // Not a Zod schema: the provider's compiler explains what it accepts.
      return zodSerializerCompiler(routeSchema as Parameters<typeof zodSerializerCompiler>[0]);
    }
    const serialize = compile(schema);
    if (typeof serialize !== 'function') {
      zodSerialized.add(`${route}: ${serialize.reason}`);
      onZodFallback?.(route, serialize.reason);
      return zodSerializerCompiler(routeSchema as Parameters<typeof zodSerializerCompiler>[0]);
    }
    return (data: unknown) => {
      if (data instanceof JsonText)
        return writtenByTheDatabase(data, { schema, serialize, route, validate });
      if (validate) {
        const checked = z.safeEncode(schema, data);
        if (checked.error)
          throw new ResponseSerializationError(method, url, { cause: checked.error });
      }
      try {
        return serialize(data);
      } catch (error) {
        throw new ResponseSchemaError(route, { cause: error });
      }
    };
  };
}

/**
 * An answer whose JSON the database wrote (./json-text.ts) is sent as it is. With `validate`, it
 * is parsed and checked by Zod like any answer, and written again by the compiled serializer: that
 * must give the same value back, or the text holds a field the schema does not declare (in
 * production the serializer would have left it out, so the text must not carry it either).
 */
function writtenByTheDatabase(
  json: JsonText<unknown>,
  check: { schema: z.ZodType; serialize: Serialize; route: string; validate: boolean },
): string {
  if (!check.validate) return json.text;
  const fail = (cause: unknown) => {
    throw new ResponseSchemaError(check.route, { cause });
  };
  let value: unknown;
  try {
    value = JSON.parse(json.text);
  } catch (error) {
    fail(error);
  }
  const checked = z.safeEncode(check.schema, value);
  if (checked.error) fail(checked.error);
  if (!isDeepStrictEqual(JSON.parse(check.serialize(value)), value)) {
    fail(new Error('the answer holds a field its schema does not declare'));
  }
  return json.text;
}
