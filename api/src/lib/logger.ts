import pino, { type DestinationStream, type Logger as PinoLogger } from 'pino';
import { currentRequestFields } from './request-context';
import { REDACTED, REDACTED_PATHS } from './redacted-paths';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';
export type LogFields = Record<string, unknown>;
type LogMethod = (message: string, fields?: LogFields) => void;
type EntryLevel = Exclude<LogLevel, 'silent'>;

/** `logger.info(message, fields)` everywhere; pino underneath (`pino`) for what needs it. */
export type Logger = Record<EntryLevel, LogMethod> & { readonly pino: PinoLogger };

/** One line as written (after redaction), parsed back: what tests read. */
export type LogEntry = { level: EntryLevel; message: string; fields?: LogFields };

/** Where lines go: a stream of JSON lines (stdout, pino-pretty), or a function given each entry. */
export type LogDestination = DestinationStream | ((entry: LogEntry) => void);

const LEVEL_NAMES: Record<number, EntryLevel> = {
  20: 'debug',
  30: 'info',
  40: 'warn',
  50: 'error',
};

/** A JSON line back into an entry: pino's own keys off, the rest as fields. */
export function parseLogLine(line: string): LogEntry {
  const {
    level,
    msg,
    time: _time,
    pid: _pid,
    hostname: _host,
    ...fields
  } = JSON.parse(line) as {
    level: number;
    msg?: string;
  } & LogFields;
  const entry: LogEntry = { level: LEVEL_NAMES[level] ?? 'error', message: msg ?? '' };
  return Object.keys(fields).length > 0 ? { ...entry, fields } : entry;
}

const entryStream = (write: (entry: LogEntry) => void): DestinationStream => ({
  write: (line: string) => write(parseLogLine(line)),
});

/**
 * JSON lines through pino: each carries the request id, user id and route
 * pattern of the request it was written for (from the request context), and
 * passwords, tokens, cookies, card data, signatures and AI message bodies are
 * replaced by `[redacted]` before a line is written. Default: stdout.
 */
export function createLogger(level: LogLevel, destination?: LogDestination): Logger {
  const options = {
    level,
    base: { pid: process.pid },
    messageKey: 'msg',
    redact: { paths: REDACTED_PATHS, censor: REDACTED },
    mixin: () => currentRequestFields() ?? {},
  };
  const stream = typeof destination === 'function' ? entryStream(destination) : destination;
  const logs = stream ? pino(options, stream) : pino(options);
  const method =
    (entryLevel: EntryLevel): LogMethod =>
    (message, fields) => {
      if (fields) logs[entryLevel](fields, message);
      else logs[entryLevel](message);
    };
  return {
    pino: logs,
    debug: method('debug'),
    info: method('info'),
    warn: method('warn'),
    error: method('error'),
  };
}
