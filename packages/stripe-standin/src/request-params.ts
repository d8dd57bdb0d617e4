import { Ajv, type ErrorObject, type SchemaObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

import { invalidParameter, missing, type StripeParameterError } from './stripe-errors';

// What each endpoint takes, as JSON Schema, checked with Ajv before the
// endpoint runs; a refusal is worded as Stripe words it. Form fields arrive as
// strings: integers and booleans are read as Stripe reads them (coerced in place).

export type TParamsSchema = SchemaObject;

/** Stripe's currencies are ISO 4217 codes, any case; the answers use lowercase. */
const ISO_CURRENCIES = new Set(
  Intl.supportedValuesOf('currency').map((code) => code.toLowerCase()),
);

const EMAIL_FORMAT = addFormats.get('email', 'full');
const isEmail = (value: string) =>
  EMAIL_FORMAT instanceof RegExp ? EMAIL_FORMAT.test(value) : true;

const ajv = new Ajv({ coerceTypes: true, verbose: true, strict: true });
// An empty value unsets a field on Stripe (`email=` clears the email).
ajv.addFormat('email', (value: string) => value === '' || isEmail(value));
ajv.addFormat('currency', (value: string) => ISO_CURRENCIES.has(value.toLowerCase()));

/** An object of these parameters and no other (Stripe answers parameter_unknown). */
export const params = (
  properties: Record<string, SchemaObject>,
  required: string[] = [],
): TParamsSchema => ({ type: 'object', additionalProperties: false, properties, required });

export const ID: SchemaObject = { type: 'string', maxLength: 5000 };
export const TEXT: SchemaObject = { type: 'string', maxLength: 5000 };
export const INTEGER: SchemaObject = { type: 'integer' };
export const BOOLEAN: SchemaObject = { type: 'boolean' };
export const EMAIL: SchemaObject = { type: 'string', maxLength: 512, format: 'email' };
export const CURRENCY: SchemaObject = { type: 'string', format: 'currency' };
/** Up to 50 keys of up to 40 characters, values of up to 500 (Stripe's metadata limits). */
export const METADATA: SchemaObject = {
  type: 'object',
  maxProperties: 50,
  propertyNames: { maxLength: 40 },
  additionalProperties: { type: 'string', maxLength: 500 },
};
export const oneOf = (values: string[]): SchemaObject => ({ type: 'string', enum: values });

const compiled = new WeakMap<TParamsSchema, ValidateFunction>();

/** `/items/0/price` → `items[0][price]`, as Stripe names a nested parameter. */
const paramName = (path: string[]) =>
  path.map((part, index) => (index === 0 ? part : `[${part}]`)).join('');

const pathOf = (error: ErrorObject) =>
  error.instancePath
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));

const shown = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** Stripe's refusal for the first problem Ajv found. */
function refusalFor(error: ErrorObject): StripeParameterError {
  const path = pathOf(error);
  const param = paramName(path);
  const value: unknown = error.data;
  const isMetadata = path[0] === 'metadata';
  switch (error.keyword) {
    case 'additionalProperties': {
      const unknown = (error.params as { additionalProperty: string }).additionalProperty;
      const name = paramName([...path, unknown]);
      return invalidParameter(name, `Received unknown parameter: ${name}`, 'parameter_unknown');
    }
    case 'required':
      return missing(
        paramName([...path, (error.params as { missingProperty: string }).missingProperty]),
      );
    case 'type': {
      const type = (error.params as { type: string }).type;
      return type === 'integer'
        ? invalidParameter(param, `Invalid integer: ${shown(value)}`, 'parameter_invalid_integer')
        : invalidParameter(param, `Invalid ${type}: ${shown(value)}`);
    }
    case 'format':
      if ((error.params as { format: string }).format === 'email') {
        return invalidParameter(param, `Invalid email address: ${shown(value)}`, 'email_invalid');
      }
      return invalidParameter(
        param,
        `Invalid currency: ${shown(value)}. Stripe currently supports these currencies: ${[
          ...ISO_CURRENCIES,
        ].join(', ')}`,
      );
    case 'maxLength':
      return isMetadata
        ? invalidParameter(
            param,
            `Metadata values can have up to 500 characters, but you passed in a value that is ${String(shown(value).length)} characters. Invalid value: ${shown(value)}`,
          )
        : invalidParameter(
            param,
            `Invalid string: ${shown(value).slice(0, 20)}...; must be at most ${String((error.params as { limit: number }).limit)} characters`,
          );
    case 'propertyNames':
    case 'maxProperties':
      return invalidParameter(
        param,
        'Metadata can have up to 50 keys, each of up to 40 characters.',
      );
    case 'enum':
      return invalidParameter(
        param,
        `Invalid ${param}: must be one of ${((error.params as { allowedValues: unknown[] }).allowedValues ?? []).join(', ')}`,
      );
    default:
      return invalidParameter(param, `Invalid ${param}: ${error.message ?? 'not accepted'}`);
  }
}

/** Checks (and types) a request's parameters in place; throws Stripe's refusal. */
export function checkParams(schema: TParamsSchema, values: Record<string, unknown>): void {
  let validate = compiled.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    compiled.set(schema, validate);
  }
  if (validate(values)) return;
  const [first] = validate.errors ?? [];
  if (first) throw refusalFor(first);
}
