import { z } from 'zod';

export const REMOTE_NAMES = ['dashboard', 'practice', 'blog', 'account'] as const;
export type TRemoteName = (typeof REMOTE_NAMES)[number];
export type TAppName = 'shell' | TRemoteName;

/** Default ports (ARCHITECTURE.md); each can be moved with its environment variable. */
export const APP_PORTS: Record<TAppName, { port: number; env: string }> = {
  shell: { port: 3000, env: 'SHELL_PORT' },
  dashboard: { port: 3001, env: 'DASHBOARD_PORT' },
  practice: { port: 3002, env: 'PRACTICE_PORT' },
  blog: { port: 3003, env: 'BLOG_PORT' },
  account: { port: 3004, env: 'ACCOUNT_PORT' },
};

const ZPort = z.coerce.number().int().min(1).max(65_535);

/** The app's port from its environment variable, or the default; a bad value stops the process. */
export const readAppPort = (
  app: TAppName,
  env: Record<string, string | undefined> = process.env,
): number => {
  const { port, env: variable } = APP_PORTS[app];
  const raw = env[variable];
  if (raw === undefined || raw === '') return port;
  const parsed = ZPort.safeParse(raw);
  if (!parsed.success) {
    throw new Error(`${variable} must be a port number (1-65535), got '${raw}'`);
  }
  return parsed.data;
};
