// Runs the Stripe stand-in by hand, built (`npm run build`; npm start runs it on a fresh machine):
//   npm start -w @manifest/stripe-standin -- --port 4242 --webhook-url http://127.0.0.1:4000/api/stripe/webhook
import { parseArgs } from 'node:util';

import { DEFAULT_WEBHOOK_SECRET, startStripeStandIn } from './start-stripe-standin';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4242' },
    host: { type: 'string', default: '127.0.0.1' },
    'webhook-url': { type: 'string' },
    'webhook-secret': { type: 'string', default: DEFAULT_WEBHOOK_SECRET },
  },
});

const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(`--port must be a port number, got "${values.port}".`);
  process.exit(1);
}

const standIn = await startStripeStandIn({
  port,
  host: values.host,
  webhookUrl: values['webhook-url'],
  webhookSecret: values['webhook-secret'],
});

console.log(`Stripe stand-in listening at ${standIn.url} (test mode: no real charge)`);
console.log(`  Stripe.js for browsers: ${standIn.stripeJsUrl}`);
console.log(
  `  webhooks: ${values['webhook-url'] ?? 'not sent (no --webhook-url)'}, signed with ${standIn.webhookSecret}`,
);

const stop = () => {
  standIn.close().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
