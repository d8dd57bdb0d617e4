import pino, { type Logger } from 'pino';

export type { Logger as TServerLog } from 'pino';

/**
 * The log of the shell's and the remotes' servers, in the API's shape: pino JSON lines
 * (`level`, `time`, `pid`, `msg`) with the server's name, the level from LOG_LEVEL.
 */
export const createServerLog = (server: string): Logger =>
  pino({
    level: process.env.LOG_LEVEL ?? 'info',
    base: { pid: process.pid, server },
    messageKey: 'msg',
  });
