import * as client from 'openid-client';
import { isLoopbackUrl, type OidcConfig } from '../../../config.ts';

/** What the sign-in reads from the provider, whatever part of its answer (ID token or userinfo) carried it. */
export type ProviderClaims = {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  givenName: string | null;
  familyName: string | null;
  name: string | null;
};

export type ProviderClient = {
  issuer: string;
  /** The provider's authorization URL for one sign-in, with PKCE (S256), state and nonce. */
  authorizationUrl: (input: {
    redirectUri: string;
    state: string;
    nonce: string;
    verifier: string;
  }) => Promise<URL>;
  /** Trades the code of the provider's redirect for the person's claims, checking state, nonce and PKCE. */
  claimsOf: (
    callbackUrl: URL,
    checks: { state: string; nonce: string; verifier: string },
  ) => Promise<ProviderClaims>;
};

/** A provider slower than this is treated as down: the person is told so instead of waiting on a blank page. */
const PROVIDER_TIMEOUT_SECONDS = 10;

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/**
 * The relying party of `openid-client`. Discovery runs on the first sign-in, not at start-up, so a provider that
 * is down never stops the server; a failed discovery is tried again by the next sign-in.
 */
export function createProviderClient(config: OidcConfig): ProviderClient {
  let discovered: Promise<client.Configuration> | undefined;
  const configuration = (): Promise<client.Configuration> => {
    discovered ??= client
      .discovery(new URL(config.issuer), config.clientId, config.clientSecret, clientAuth(config), {
        timeout: PROVIDER_TIMEOUT_SECONDS,
        execute: isLoopbackUrl(config.issuer) ? [client.allowInsecureRequests] : [],
      })
      .catch((error: unknown) => {
        discovered = undefined;
        throw error;
      });
    return discovered;
  };

  return {
    issuer: config.issuer,
    authorizationUrl: async ({ redirectUri, state, nonce, verifier }) =>
      client.buildAuthorizationUrl(await configuration(), {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        code_challenge: await client.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      }),
    claimsOf: async (callbackUrl, checks) => {
      const settings = await configuration();
      const tokens = await client.authorizationCodeGrant(settings, callbackUrl, {
        pkceCodeVerifier: checks.verifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
      const idClaims = tokens.claims();
      if (!idClaims) throw new Error('The provider answered without an ID token');
      // Many providers (oidc-provider, Keycloak by scope) put e-mail and names in userinfo only.
      const info = await client.fetchUserInfo(settings, tokens.access_token, idClaims.sub);
      const claim = (key: string) => info[key] ?? idClaims[key];
      return {
        subject: idClaims.sub,
        email: text(claim('email'))?.toLowerCase() ?? null,
        emailVerified: claim('email_verified') === true,
        givenName: text(claim('given_name')),
        familyName: text(claim('family_name')),
        name: text(claim('name')),
      };
    },
  };
}

function clientAuth(config: OidcConfig): client.ClientAuth {
  return config.clientSecret === undefined ? client.None() : client.ClientSecretBasic(config.clientSecret);
}
