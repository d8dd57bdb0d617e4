import * as oidc from 'openid-client';

/** What Google said about the person, from a verified ID token. */
export type GoogleIdentity = { sub: string; email: string; emailVerified: boolean; name: string };

/** The secrets of one authorization request, kept by the API until the browser comes back. */
export type AuthorizationRequest = {
  url: string;
  state: string;
  codeVerifier: string;
  nonce: string;
};

export type GoogleOidcClient = {
  /** Where to send the browser: Google's consent page, with PKCE (S256), a state and a nonce. */
  authorizationRequest: () => Promise<AuthorizationRequest>;
  /**
   * Trades the callback's code for tokens and verifies the ID token (signature,
   * issuer, audience, expiry, nonce); throws when anything does not match.
   */
  identityFromCallback: (
    callbackUrl: URL,
    expected: { state: string; codeVerifier: string; nonce: string },
  ) => Promise<GoogleIdentity>;
};

type GoogleOidcOptions = {
  issuerUrl: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  timeoutMs?: number;
};

/**
 * Google sign-in through openid-client: the provider's metadata is discovered
 * once (again after a failure), then every flow is an authorization-code grant
 * with PKCE. A plain-http issuer is allowed only for a local stand-in.
 */
export function createGoogleOidcClient(options: GoogleOidcOptions): GoogleOidcClient {
  let configuration: Promise<oidc.Configuration> | undefined;
  const isLocal = new URL(options.issuerUrl).protocol === 'http:';

  const configured = () => {
    configuration ??= oidc
      .discovery(new URL(options.issuerUrl), options.clientId, options.clientSecret, undefined, {
        timeout: Math.ceil((options.timeoutMs ?? 10_000) / 1000),
        ...(isLocal ? { execute: [oidc.allowInsecureRequests] } : {}),
      })
      .catch((error: unknown) => {
        configuration = undefined;
        throw error;
      });
    return configuration;
  };

  return {
    async authorizationRequest() {
      const config = await configured();
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: options.redirectUri,
        scope: 'openid email profile',
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      return { url: url.href, state, codeVerifier, nonce };
    },

    async identityFromCallback(callbackUrl, expected) {
      const config = await configured();
      const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: expected.codeVerifier,
        expectedState: expected.state,
        expectedNonce: expected.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('The provider sent no ID token');
      return {
        sub: claims.sub,
        email: typeof claims.email === 'string' ? claims.email : '',
        emailVerified: claims.email_verified === true,
        name: typeof claims.name === 'string' ? claims.name : '',
      };
    },
  };
}
