import { createHash, randomBytes } from 'node:crypto';
import { normalizeEmail, type TAuthResponse } from '@manifest/contracts/auth';
import {
  GOOGLE_CODE_FRAGMENT_KEY,
  GOOGLE_CODE_INVALID_MESSAGE,
  GOOGLE_ERROR_FRAGMENT,
  GOOGLE_NOT_CONFIGURED_MESSAGE,
  GOOGLE_SESSION_CODE_SECONDS,
  GOOGLE_SIGNUP_EXPIRED_MESSAGE,
  splitGoogleName,
  type TGoogleSignupRequest,
} from '@manifest/contracts/google-sign-in';
import type { Knex } from 'knex';
import { HttpError } from '../../lib/http-error';
import type { Logger } from '../../lib/logger';
import type { Mail, Mailer } from '../../lib/mailer';
import type { AuthService } from '../auth/auth-service';
import type { UserRow } from '../auth/user-view';
import { findUserByEmail, findUserByGoogleSub } from '../auth/users-repository';
import { googleClaimedMail, googleLinkedMail } from './google-link-mail';
import type { GoogleIdentity, GoogleOidcClient } from './google-oidc-client';
import {
  claimUnprovenAccount,
  insertFlow,
  insertSessionCode,
  linkProvenAccount,
  takeFlow,
  takeSessionCode,
} from './google-sign-in-repository';
import { googleSignupToken, readGoogleSignupToken } from './google-signup-token';

/** A person has this long on Google's pages before the flow's state expires. */
const FLOW_MINUTES = 10;

const sha256 = (value: string) => createHash('sha256').update(value, 'utf8').digest('hex');

export type GoogleSignInDeps = {
  knex: Knex;
  auth: AuthService;
  /** null: Google sign-in is not configured (the fresh-machine default). */
  client: GoogleOidcClient | null;
  /** The redirect URI registered with the provider (`${APP_URL}/auth/google/callback`). */
  redirectUri: string;
  /** Signs the `/signup/payment` token. */
  secret: string;
  now: () => Date;
  logger: Logger;
  /** Tells an account's owner that Google was linked to it. */
  mailer: Mailer;
  /** The shell's public address, for links in emails. */
  appUrl: string;
};

export type GoogleSignInService = ReturnType<typeof createGoogleSignInService>;

/**
 * Google sign-in: the authorization-code flow (PKCE, state, nonce) and what its
 * answer leads to. A person the API knows (by an earlier Google link or the same
 * verified email, see linkByEmail) gets a one-time code for `/signin`; a new one gets the signed
 * token of `/signup/payment`, whose account is created when they continue.
 */
export function createGoogleSignInService(deps: GoogleSignInDeps) {
  const { knex, now, logger } = deps;
  const refused = `/signin#${GOOGLE_ERROR_FRAGMENT}`;

  const configuredClient = () => {
    if (!deps.client) throw new HttpError(503, GOOGLE_NOT_CONFIGURED_MESSAGE);
    return deps.client;
  };

  const tell = (mail: Mail, userId: string) => {
    // Not awaited: the sign-in must not wait on (nor fail with) the mail.
    deps.mailer.send(mail).catch((error: unknown) => {
      logger.error('Could not tell the owner that Google was linked', {
        userId,
        error: String(error),
      });
    });
  };

  /**
   * Links Google to the account of its verified email. An address the account
   * proved: linked, and the owner told. An address nobody proved: Google's word
   * is the proof, so the account becomes the Google owner's, and whoever
   * registered the address first loses the password and sessions they set up.
   */
  async function linkByEmail(user: UserRow, identity: GoogleIdentity): Promise<void> {
    const at = now();
    if (user.email_verified_at) {
      if (await linkProvenAccount(knex, { userId: user.id, googleSub: identity.sub })) {
        tell(
          googleLinkedMail({
            to: user.email,
            firstName: user.first_name,
            hasPassword: user.password_hash !== null,
            appUrl: deps.appUrl,
          }),
          user.id,
        );
      }
      return;
    }
    const isClaimed = await knex.transaction((trx) =>
      claimUnprovenAccount(trx, { userId: user.id, googleSub: identity.sub, at }),
    );
    if (isClaimed) {
      logger.info('Google proved an unverified address: its password and sessions ended', {
        userId: user.id,
      });
      tell(googleClaimedMail({ to: identity.email, appUrl: deps.appUrl }), user.id);
    }
  }

  /** Where a verified identity goes next. */
  async function destinationOf(identity: GoogleIdentity): Promise<string> {
    const at = now();
    const user =
      (await findUserByGoogleSub(knex, identity.sub)) ??
      (await findUserByEmail(knex, normalizeEmail(identity.email)));
    if (!user) {
      const query = new URLSearchParams({
        token: googleSignupToken(identity, deps.secret, at),
        email: identity.email,
        provider: 'google',
      });
      return `/signup/payment?${query}`;
    }
    if (!user.google_sub) await linkByEmail(user, identity);
    const code = randomBytes(32).toString('base64url');
    await insertSessionCode(knex, {
      codeHash: sha256(code),
      userId: user.id,
      expiresAt: new Date(at.getTime() + GOOGLE_SESSION_CODE_SECONDS * 1000),
    });
    return `/signin#${GOOGLE_CODE_FRAGMENT_KEY}=${code}`;
  }

  return {
    isConfigured: deps.client !== null,

    /** Starts a flow: Google's address, and the state the browser's cookie must bring back. */
    async start(): Promise<{ url: string; state: string }> {
      const request = await configuredClient().authorizationRequest();
      const at = now();
      await insertFlow(
        knex,
        {
          stateHash: sha256(request.state),
          codeVerifier: request.codeVerifier,
          nonce: request.nonce,
          expiresAt: new Date(at.getTime() + FLOW_MINUTES * 60_000),
        },
        at,
      );
      return { url: request.url, state: request.state };
    },

    /**
     * The browser is back from Google: checks the state against this browser's
     * cookie and the stored flow (once), verifies the answer, and says where the
     * browser goes. Anything refused goes back to sign-in, which says so.
     */
    async finish(query: URLSearchParams, cookieState: string | undefined): Promise<string> {
      const client = configuredClient();
      const state = query.get('state');
      if (query.has('error') || !state || !cookieState || state !== cookieState) {
        logger.warn('Google sign-in refused: state missing or not this browser’s', {
          providerError: query.get('error') ?? undefined,
        });
        return refused;
      }
      const flow = await takeFlow(knex, sha256(state), now());
      if (!flow) {
        logger.warn('Google sign-in refused: unknown, used or expired state');
        return refused;
      }
      try {
        const identity = await client.identityFromCallback(
          new URL(`${deps.redirectUri}?${query}`),
          { state, ...flow },
        );
        if (!identity.email || !identity.emailVerified) {
          logger.warn('Google sign-in refused: no verified email');
          return refused;
        }
        return await destinationOf(identity);
      } catch (error) {
        logger.warn('Google sign-in refused by verification', {
          reason: error instanceof Error ? error.message : String(error),
        });
        return refused;
      }
    },

    /** The session of a one-time code from `/signin#code=…`. */
    async sessionForCode(code: string): Promise<TAuthResponse> {
      const userId = await takeSessionCode(knex, sha256(code), now());
      if (!userId) throw new HttpError(400, GOOGLE_CODE_INVALID_MESSAGE);
      return deps.auth.startSessionFor(userId);
    },

    /** Creates the account of a `/signup/payment` token (the card and trial come next). */
    async signup(input: TGoogleSignupRequest, address: string): Promise<TAuthResponse> {
      const claim = readGoogleSignupToken(input.token, deps.secret, now());
      if (!claim) throw new HttpError(400, GOOGLE_SIGNUP_EXPIRED_MESSAGE, { field: 'token' });
      return deps.auth.signupVouched(
        {
          email: claim.email,
          ...splitGoogleName(claim.name),
          googleSub: claim.sub,
          timeZone: input.timeZone,
        },
        address,
      );
    },
  };
}
