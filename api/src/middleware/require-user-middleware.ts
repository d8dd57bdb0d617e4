import type { TUser } from '@manifest/contracts/auth';
import type { Middleware } from 'koa';
import { readBearerToken } from './bearer-token';
import { HttpError } from '../lib/http-error';

export const NOT_SIGNED_IN_MESSAGE = 'Not signed in';

export type UserState = { user: TUser; sessionToken: string };

/** Puts the signed-in user in ctx.state.user, or answers 401 for a missing, unknown, expired or revoked token. */
export function requireUserMiddleware({
  userForToken,
}: {
  userForToken: (token: string) => Promise<TUser | null>;
}): Middleware {
  return async function requireUser(ctx, next) {
    const token = readBearerToken(ctx.get('Authorization'));
    const user = token ? await userForToken(token) : null;
    if (!token || !user) throw new HttpError(401, NOT_SIGNED_IN_MESSAGE);
    ctx.state.user = user;
    ctx.state.sessionToken = token;
    await next();
  };
}
