import { readdirSync, readFileSync } from 'node:fs';

import { openapiSchemaToJsonSchema } from '@openapi-contrib/openapi-schema-to-json-schema';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';

// Stripe's published OpenAPI description (the spec3 subset in
// test-fixtures/stripe-spec3/, see its SOURCE.md), made JSON Schema and compiled
// with Ajv, so the stand-in's tests check each object it returns as Stripe
// describes it: required fields, types, enums, nested objects, and no field
// Stripe's object does not have.

/** Compiling the subset takes a second, several on a busy machine: a test that checks waits this long. */
export const SPEC3_CHECK_TIMEOUT_MS = 30_000;

const FIXTURE = new URL('../test-fixtures/stripe-spec3/', import.meta.url);
const SPEC_ID = 'stripe-spec3';

/** Stripe's annotations on its schemas: kept, and no part of validation. */
const STRIPE_ANNOTATIONS = [
  'x-expandableFields',
  'x-expansionResources',
  'x-resourceId',
  'x-stripeBypassValidation',
];

type TSchemaNode = Record<string, unknown>;

const isNode = (value: unknown): value is TSchemaNode =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Stripe writes `nullable: true` beside `anyOf` ("null, or one of these"); the
 * converter only understands it beside `type` and drops it elsewhere
 * (mikunn/openapi-schema-to-json-schema#31, inherited by its maintained fork),
 * so null becomes one more alternative before it converts the node.
 */
function nullableAnyOf(node: TSchemaNode): TSchemaNode {
  if (node.nullable !== true || node.type !== undefined || !Array.isArray(node.anyOf)) return node;
  const { nullable: _nullable, ...rest } = node;
  return { ...rest, anyOf: [...node.anyOf, { type: 'null' }] };
}

/**
 * Stripe's objects list every field they have, so an object is closed: a field
 * the stand-in adds that Stripe does not send (one an older API version had,
 * say) fails. Maps (`metadata`) and free-form objects keep their own rule.
 */
function closed(node: TSchemaNode): TSchemaNode {
  if (!isNode(node.properties) || node.additionalProperties !== undefined) return node;
  return { ...node, additionalProperties: false };
}

/** `#/components/schemas/x` → `#/$defs/x`: the schemas live under JSON Schema's `$defs`. */
function inDefs(node: TSchemaNode): TSchemaNode {
  if (typeof node.$ref !== 'string') return node;
  return { ...node, $ref: node.$ref.replace(/^#\/components\/schemas\//, '#/$defs/') };
}

const toJsonSchema = (schema: unknown): TSchemaNode => {
  const converted = openapiSchemaToJsonSchema(schema as object, {
    beforeTransform: (node) => inDefs(nullableAnyOf(node as TSchemaNode)) as never,
    afterTransform: (node) => closed(node as TSchemaNode) as never,
  }) as TSchemaNode;
  // The converter names draft 4; these keywords mean the same in Ajv's draft 7.
  delete converted.$schema;
  return converted;
};

const readFixture = (name: string) => readFileSync(new URL(name, FIXTURE), 'utf8');

/** The extracted schemas, by name, as published. */
export const SPEC3_SCHEMAS: Record<string, unknown> = Object.fromEntries(
  readdirSync(new URL('schemas/', FIXTURE))
    .filter((file) => file.endsWith('.json'))
    .map((file) => [
      file.slice(0, -'.json'.length),
      JSON.parse(readFixture(`schemas/${file}`)) as unknown,
    ]),
);

/**
 * Schemas the subset leaves out (other resources, other payment-method
 * families): the stand-in never fills them in, so they accept nothing. Where
 * Stripe allows an id or null instead, the spec's own alternatives still do.
 */
export const SKIPPED_SCHEMAS: string[] = readFixture('skipped.tsv')
  .trim()
  .split('\n')
  .slice(1)
  .map((line) => line.split('\t')[0] ?? '');

const createValidator = () => {
  const ajv = new Ajv({ allErrors: true, strict: true, strictTypes: false });
  ajv.addVocabulary(STRIPE_ANNOTATIONS);
  // Stripe's formats: seconds since the epoch, a lowercase ISO 4217 code, a decimal string.
  ajv.addFormat('unix-time', { type: 'number', validate: (value) => Number.isInteger(value) });
  ajv.addFormat('currency', /^[a-z]{3}$/);
  ajv.addFormat('decimal', /^-?\d+(\.\d+)?$/);
  const schemas = {
    ...Object.fromEntries(SKIPPED_SCHEMAS.map((name) => [name, false])),
    ...Object.fromEntries(
      Object.entries(SPEC3_SCHEMAS).map(([name, schema]) => [name, toJsonSchema(schema)]),
    ),
  };
  ajv.addSchema({ $id: SPEC_ID, $defs: schemas });
  return ajv;
};

let validator: Ajv | undefined;
const compiled = new Map<string, ValidateFunction>();

/** The compiled validator of one component schema (`customer`, `invoice`, …). */
export function schemaValidator(name: string): ValidateFunction {
  validator ??= createValidator();
  const known = compiled.get(name);
  if (known) return known;
  const validate = validator.getSchema(`${SPEC_ID}#/$defs/${name}`);
  if (!validate) throw new Error(`No schema ${name} in the spec3 subset`);
  compiled.set(name, validate);
  return validate;
}

const describe = (where: string, error: ErrorObject) =>
  `${where}${error.instancePath} ${error.message ?? 'is invalid'}${
    error.keyword === 'additionalProperties'
      ? ` (${String((error.params as { additionalProperty?: string }).additionalProperty)})`
      : error.keyword === 'enum'
        ? ` (${JSON.stringify((error.params as { allowedValues?: unknown }).allowedValues)})`
        : ''
  }`;

/** The schema an object answers to, by its `object` field (a deleted customer has its own). */
const schemaNameOf = (value: Record<string, unknown>): string | undefined => {
  if (value.deleted === true && value.object === 'customer') return 'deleted_customer';
  return typeof value.object === 'string' ? value.object : undefined;
};

/**
 * Where an object the stand-in returned strays from Stripe's description: an
 * empty list when it is valid. Lists are checked item by item, an event's
 * `data.object` against its own schema, an error answer against `error`.
 */
export function spec3Problems(value: unknown, where = 'answer'): string[] {
  if (!isNode(value)) return [`${where} is not an object`];
  if (isNode(value.error)) return problemsAgainst('error', value, where);
  if (value.object === 'list' && Array.isArray(value.data)) {
    return value.data.flatMap((item, index) => spec3Problems(item, `${where}.data[${index}]`));
  }
  const name = schemaNameOf(value);
  if (!name) return [`${where} has no "object" field`];
  const problems = problemsAgainst(name, value, where);
  if (name === 'event' && isNode(value.data)) {
    problems.push(...spec3Problems(value.data.object, `${where}.data.object`));
  }
  return problems;
}

function problemsAgainst(name: string, value: unknown, where: string): string[] {
  if (!(name in SPEC3_SCHEMAS)) return [`${where}: no "${name}" schema in the spec3 subset`];
  const validate = schemaValidator(name);
  return validate(value) ? [] : (validate.errors ?? []).map((error) => describe(where, error));
}

/** Every answer a stand-in recorded (`recordAnswers`) and every event it sent, as problems. */
export const spec3ProblemsIn = (standIn: {
  answers: Array<{ method: string; path: string; body: unknown }>;
  events: Array<{ type: string }>;
}): string[] => [
  ...standIn.answers.flatMap((answer, index) =>
    spec3Problems(answer.body, `answer #${String(index)} ${answer.method} ${answer.path}`),
  ),
  ...standIn.events.flatMap((event, index) =>
    spec3Problems(event, `event #${String(index)} ${event.type}`),
  ),
];
