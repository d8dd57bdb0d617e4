import { z } from 'zod';

export type TEnv = Record<string, string | undefined>;

export const ZPort = z.coerce.number().int().min(1).max(65_535);
export const ZHttpUrl = z.url({ protocol: /^https?$/ });

/**
 * Where a server listens: loopback unless HOST says otherwise (`0.0.0.0` for
 * every interface), as the API and the CMS do. A developer's machine runs with
 * the committed local-only secrets, so it must not answer the whole network.
 */
export const ZHost = z
  .union([z.ipv4(), z.ipv6(), z.hostname()], {
    error: 'must be an IP address (127.0.0.1, 0.0.0.0, ::1) or a host name',
  })
  .default('127.0.0.1');

/** A variable's value; an empty one means "not set", as in a .env file with `NAME=`. */
export const readVariable = (env: TEnv, name: string): string | undefined =>
  env[name] === '' ? undefined : env[name];

/** One line per problem, naming the variables involved, for a start-up error that lists them all. */
export const describeIssues = (variables: string[], error: z.ZodError): string[] =>
  error.issues.map((issue) => {
    const where = [variables.join('/'), issue.path.join('.')].filter(Boolean).join(' ');
    return `  ${where}: ${issue.message}`;
  });

/** Stops start-up with every problem listed (a function declaration, so callers narrow). */
export function failWithProblems(what: string, problems: string[]): never {
  throw new Error(`Invalid ${what} environment:\n${problems.join('\n')}`);
}

export const throwIfProblems = (what: string, problems: string[]): void => {
  if (problems.length > 0) failWithProblems(what, problems);
};

/** HOST, parsed with ZHost; a bad value stops start-up naming it. */
export const readServerHost = (env: TEnv = process.env): string => {
  const parsed = ZHost.safeParse(readVariable(env, 'HOST'));
  if (!parsed.success) failWithProblems('server', describeIssues(['HOST'], parsed.error));
  return parsed.data;
};
