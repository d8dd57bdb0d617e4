// Runs the stand-in by hand, so a developer can point OPENAI_BASE_URL at it:
//   node --import tsx packages/openai-standin/src/cli.ts --port 4500 [--first-token-delay-ms 300] [--chunk-delay-ms 80]
import { parseArgs } from 'node:util';

import { MODERATION_MODELS } from './moderation-objects';
import { DEFAULT_MODELS } from './served-models';
import { startOpenAiStandIn } from './start-openai-standin';

const DEFAULT_PORT = 4500;

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: String(DEFAULT_PORT) },
    host: { type: 'string', default: '127.0.0.1' },
    'first-token-delay-ms': { type: 'string', default: '0' },
    'chunk-delay-ms': { type: 'string', default: '0' },
  },
});

const toNumber = (name: string, value: string): number => {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0) {
    console.error(`--${name} must be a whole number, got "${value}".`);
    process.exit(1);
  }
  return number;
};

const standIn = await startOpenAiStandIn({
  port: toNumber('port', values.port),
  host: values.host,
  behaviour: {
    kind: 'ok',
    firstTokenDelayMs: toNumber('first-token-delay-ms', values['first-token-delay-ms']),
    chunkDelayMs: toNumber('chunk-delay-ms', values['chunk-delay-ms']),
  },
});

console.log(`OpenAI stand-in listening at ${standIn.baseURL}`);
console.log(`  serving ${DEFAULT_MODELS.map(({ id }) => id).join(', ')} (any other: 404)`);
console.log(`  and POST /v1/moderations (${MODERATION_MODELS.join(', ')})`);
console.log(`  OPENAI_BASE_URL=${standIn.baseURL} OPENAI_API_KEY=stand-in`);

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
