import type { DestinationStream } from 'pino';

/**
 * Where the API's lines go: JSON lines on stdout, except in development with
 * pino-pretty installed (a dev dependency), where they are one readable line each.
 */
export async function logDestinationFor(
  nodeEnv: 'development' | 'test' | 'production',
): Promise<DestinationStream | undefined> {
  if (nodeEnv !== 'development') return undefined;
  try {
    const { default: pretty } = await import('pino-pretty');
    return pretty({
      sync: true,
      singleLine: true,
      translateTime: 'SYS:HH:MM:ss',
      ignore: 'pid,hostname',
    });
  } catch {
    return undefined;
  }
}
