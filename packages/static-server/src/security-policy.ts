import { describeIssues, readVariable, throwIfProblems, ZHttpUrl, type TEnv } from './env-values';
import { readRemoteEntries } from './remote-entries';

/** What the pages of the shell and the remotes may load besides their own origin. */
export type TSecurityPolicy = {
  /** Origins of the remotes' manifests, scripts and styles (from REMOTE_<NAME>_URL). */
  remoteOrigins: string[];
  /** A stand-in for Stripe.js (tests, offline development); Stripe's own hosts are always allowed. */
  stripeJsOrigin?: string;
  /** Where blog media are served from when that is not https (a local CMS). */
  cmsOrigin?: string;
};

/** What a server told nothing allows: its own origin (and Stripe's, as every page may). */
export const DEFAULT_SECURITY_POLICY: TSecurityPolicy = { remoteOrigins: [] };

export const STRIPE_JS_URL_VARIABLE = 'STRIPE_JS_URL';
export const CMS_PUBLIC_URL_VARIABLE = 'CMS_PUBLIC_URL';

const readOptionalOrigin = (env: TEnv, variable: string, problems: string[]) => {
  const parsed = ZHttpUrl.optional().safeParse(readVariable(env, variable));
  if (parsed.success) return parsed.data === undefined ? undefined : new URL(parsed.data).origin;
  problems.push(...describeIssues([variable], parsed.error));
  return undefined;
};

/**
 * The policy from the environment, with its problems listed rather than thrown (the
 * shell's config merges them with its own). The shell and every remote call this with
 * the same variables, so they send the same Content-Security-Policy.
 */
export const parseSecurityPolicy = (env: TEnv): { policy: TSecurityPolicy; problems: string[] } => {
  const { entries, problems } = readRemoteEntries(env);
  const remoteOrigins = [
    ...new Set(entries.filter(({ entry }) => entry).map(({ entry }) => new URL(entry).origin)),
  ];
  const stripeJsOrigin = readOptionalOrigin(env, STRIPE_JS_URL_VARIABLE, problems);
  const cmsOrigin = readOptionalOrigin(env, CMS_PUBLIC_URL_VARIABLE, problems);
  return {
    policy: {
      remoteOrigins,
      ...(stripeJsOrigin ? { stripeJsOrigin } : {}),
      ...(cmsOrigin ? { cmsOrigin } : {}),
    },
    problems,
  };
};

/** The policy from the environment; a bad variable stops the process with a list of them. */
export const readSecurityPolicy = (env: TEnv = process.env): TSecurityPolicy => {
  const { policy, problems } = parseSecurityPolicy(env);
  throwIfProblems('security policy', problems);
  return policy;
};
