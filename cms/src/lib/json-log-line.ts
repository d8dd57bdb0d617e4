/**
 * The API's log line shape (pino's): a numeric level, epoch milliseconds, the
 * process id and `msg`, then any other fields. Strapi's winston levels mapped
 * to pino's numbers, its `http` request lines as info.
 */
const PINO_LEVELS: Record<string, number> = {
  error: 50,
  warn: 40,
  info: 30,
  http: 30,
  verbose: 20,
  debug: 20,
  silly: 10,
};

export type WinstonInfo = { level: string; message: unknown; [field: string]: unknown };

export function jsonLogLine(
  { level, message, ...fields }: WinstonInfo,
  now: Date = new Date(),
): Record<string, unknown> {
  return {
    level: PINO_LEVELS[level] ?? 30,
    time: now.getTime(),
    pid: process.pid,
    msg: typeof message === 'string' ? message : JSON.stringify(message),
    ...fields,
  };
}
