export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';
export type LogFields = Record<string, unknown>;
type LogMethod = (message: string, fields?: LogFields) => void;
export type Logger = Record<Exclude<LogLevel, 'silent'>, LogMethod>;

export type LogEntry = { level: Exclude<LogLevel, 'silent'>; message: string; fields?: LogFields };

const SEVERITY: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };

const formatValue = (value: unknown): string =>
  typeof value === 'string' && !/\s/.test(value) ? value : JSON.stringify(value);

/** One line per entry (`time LEVEL message key=value`), errors to stderr; a stack goes on its own lines. */
export function createLogger(
  level: LogLevel,
  write: (entry: LogEntry) => void = writeToConsole,
): Logger {
  const method =
    (entryLevel: LogEntry['level']): LogMethod =>
    (message, fields) => {
      if (SEVERITY[entryLevel] < SEVERITY[level]) return;
      write(fields ? { level: entryLevel, message, fields } : { level: entryLevel, message });
    };
  return {
    debug: method('debug'),
    info: method('info'),
    warn: method('warn'),
    error: method('error'),
  };
}

function writeToConsole({ level, message, fields = {} }: LogEntry): void {
  const { stack, ...rest } = fields;
  const pairs = Object.entries(rest).map(([key, value]) => `${key}=${formatValue(value)}`);
  const line = [new Date().toISOString(), level.toUpperCase(), message, ...pairs].join(' ');
  const text = typeof stack === 'string' ? `${line}\n${stack}` : line;
  (level === 'error' || level === 'warn' ? process.stderr : process.stdout).write(`${text}\n`);
}
