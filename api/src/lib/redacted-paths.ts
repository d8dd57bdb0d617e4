/** What a redacted value is written as. */
export const REDACTED = '[redacted]';

// Keys whose value is a secret as a field or inside a request's parts:
// credentials, session and device tokens, card data, Stripe's signature, and
// what a person writes to the AI guides.
const SECRET_KEYS = [
  'password',
  'currentPassword',
  'newPassword',
  'token',
  'accessToken',
  'refreshToken',
  'idToken',
  'deviceId',
  'secret',
  'clientSecret',
  'client_secret',
  'authorization',
  'cookie',
  'card',
  'cardNumber',
  'cvc',
  'signature',
  'stripeSignature',
  'history',
  'conversationHistory',
  'messages',
  'prompt',
];

// Keys that are secret as a whole request or log field, but too common to hide
// deeper (an error's `message` stays readable).
const SECRET_FIELDS = ['message', 'content', 'text'];

const SECRET_HEADERS = ['["set-cookie"]', '["stripe-signature"]'];

// Where a careless line would put a request's parts. Static paths cost pino
// nothing measurable; `*` wildcards cost about 10 µs a line, so none are used.
const CONTAINERS = [
  'body',
  'query',
  'headers',
  'request',
  'request.body',
  'request.headers',
  'req',
  'req.headers',
];
const BODIES = ['body', 'request.body'];
const HEADERS = ['headers', 'request.headers', 'req.headers'];

/** pino `redact` paths (its syntax: dots and brackets). */
export const REDACTED_PATHS = [
  ...SECRET_KEYS,
  ...CONTAINERS.flatMap((container) => SECRET_KEYS.map((key) => `${container}.${key}`)),
  ...SECRET_FIELDS,
  ...BODIES.flatMap((body) => SECRET_FIELDS.map((key) => `${body}.${key}`)),
  ...HEADERS.flatMap((headers) => SECRET_HEADERS.map((name) => `${headers}${name}`)),
];
