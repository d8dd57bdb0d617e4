import { z } from 'zod';

export type TEnv = Record<string, string | undefined>;

export const ZPort = z.coerce.number().int().min(1).max(65_535);
export const ZHttpUrl = z.url({ protocol: /^https?$/ });

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
