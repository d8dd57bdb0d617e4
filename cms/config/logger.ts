import { winston } from '@strapi/logger';
import { jsonLogLine, type WinstonInfo } from '../src/lib/json-log-line';
import { isLocalRun } from '../src/lib/node-env';

// On a developer's machine and in tests: Strapi's readable lines. Elsewhere: one
// JSON line per entry in the API's (pino's) shape, for the same log pipeline.
const config = () =>
  isLocalRun()
    ? {}
    : {
        level: process.env.LOG_LEVEL ?? 'http',
        format: winston.format.printf((info) =>
          JSON.stringify(jsonLogLine(info as unknown as WinstonInfo)),
        ),
        transports: [new winston.transports.Console()],
      };

export default config;
