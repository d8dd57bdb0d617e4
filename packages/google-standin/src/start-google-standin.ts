import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import Provider, { type Account, type KoaContextWithOIDC } from 'oidc-provider';

/** A person the stand-in knows: what Google would say about them in the ID token. */
export type TGoogleAccount = { email: string; name: string; emailVerified?: boolean };

export type TGoogleStandInOptions = {
  port?: number;
  host?: string;
  /** The one client, as the API is configured (GOOGLE_CLIENT_ID / GOOGLE_CLIENT_SECRET). */
  clientId: string;
  clientSecret: string;
  /** Where the provider may send the browser back (the API's /auth/google/callback). */
  redirectUris: string[];
  /** Known accounts by login; any other login that is an email signs in as a verified address. */
  accounts?: Record<string, TGoogleAccount>;
};

export type TGoogleStandIn = {
  /** The issuer URL to give the API (GOOGLE_ISSUER_URL). */
  issuer: string;
  close: () => Promise<void>;
};

export const DEFAULT_CLIENT_ID = 'manifest-local-client';
export const DEFAULT_CLIENT_SECRET = 'local-dev-only-google-client-secret';

/** A display name for an address nobody registered: 'ada.lovelace@…' → 'Ada Lovelace'. */
export function nameFromEmail(email: string): string {
  const local = (email.split('@')[0] ?? email).split('+')[0] ?? '';
  return local
    .split(/[._-]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(' ');
}

function accountOf(login: string, accounts: Record<string, TGoogleAccount>): TGoogleAccount | null {
  const known = accounts[login];
  if (known) return known;
  return login.includes('@') ? { email: login, name: nameFromEmail(login) } : null;
}

/**
 * A local OpenID provider (panva's oidc-provider) standing in for Google: discovery,
 * authorization with PKCE, a login page (its development interactions: any login,
 * any password), the token endpoint and signed ID tokens. Consent is implied, as
 * Google does for a returning person, so the login form is the only page.
 */
export async function startGoogleStandIn(options: TGoogleStandInOptions): Promise<TGoogleStandIn> {
  const server: Server = createServer();
  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  );
  const { port } = server.address() as AddressInfo;
  const issuer = `http://${options.host ?? '127.0.0.1'}:${port}`;
  const accounts = options.accounts ?? {};

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    pkce: { required: () => true },
    scopes: ['openid', 'email', 'profile'],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // The claims go into the ID token itself, as Google's do.
    conformIdTokenClaims: false,
    cookies: { keys: ['local-dev-only-google-standin-cookie-key'] },
    features: { devInteractions: { enabled: true } },
    async findAccount(_ctx: KoaContextWithOIDC, login: string): Promise<Account | undefined> {
      const account = accountOf(login, accounts);
      if (!account) return undefined;
      return {
        accountId: login,
        claims: () => ({
          sub: login,
          email: account.email,
          email_verified: account.emailVerified ?? true,
          name: account.name,
        }),
      };
    },
    // Consent is implied: every grant covers the requested OpenID scopes.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { client, session, params } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grant = new ctx.oidc.provider.Grant({
        clientId: client.clientId,
        accountId: session.accountId,
      });
      grant.addOIDCScope(String(params?.scope ?? 'openid'));
      await grant.save();
      return grant;
    },
  });
  // The dev interactions warn on every start; the stand-in says what it is instead.
  provider.on('server_error', (_ctx, error) => console.error('Google stand-in error:', error));
  server.on('request', provider.callback());

  return {
    issuer,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
