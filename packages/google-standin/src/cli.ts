// Runs the Google stand-in by hand or for the end-to-end tests:
//   npm start -w @manifest/google-standin -- --port 4343 --redirect-uri http://localhost:3000/auth/google/callback
import { parseArgs } from 'node:util';

import {
  DEFAULT_CLIENT_ID,
  DEFAULT_CLIENT_SECRET,
  startGoogleStandIn,
} from './start-google-standin';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4343' },
    host: { type: 'string', default: '127.0.0.1' },
    'client-id': { type: 'string', default: DEFAULT_CLIENT_ID },
    'client-secret': { type: 'string', default: DEFAULT_CLIENT_SECRET },
    'redirect-uri': { type: 'string', multiple: true, default: [] },
  },
});

const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(`--port must be a port number, got "${values.port}".`);
  process.exit(1);
}
if (values['redirect-uri'].length === 0) {
  console.error("--redirect-uri is required (the API's /auth/google/callback address).");
  process.exit(1);
}

const standIn = await startGoogleStandIn({
  port,
  host: values.host,
  clientId: values['client-id'],
  clientSecret: values['client-secret'],
  redirectUris: values['redirect-uri'],
});
console.log(
  `Google stand-in (OpenID provider) at ${standIn.issuer}: any email signs in, any password`,
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
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
