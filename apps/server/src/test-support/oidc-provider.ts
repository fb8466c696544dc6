import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type ClientMetadata } from 'oidc-provider';
import { TEST_CLIENT } from './oidc-test-client.ts';

/**
 * A real OpenID Connect provider for the tests (the `oidc-provider` package, certified by the OpenID
 * Foundation), never a mock of the protocol: discovery, PKCE, signed ID tokens, userinfo, its own login and
 * consent pages. Its development pages accept any login (the password is not checked); the login typed is the
 * account id, and the account's claims come from `accounts`, or, for an id not listed there, an e-mail equal
 * to the id that the provider vouches for.
 */
export type TestAccount = {
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  name?: string;
};

export type OidcTestProvider = { issuer: string; close: () => Promise<void> };

export { TEST_CLIENT } from './oidc-test-client.ts';

export async function startOidcProvider(options: {
  port?: number;
  redirectUris: string[];
  accounts?: Record<string, TestAccount>;
}): Promise<OidcTestProvider> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;
  const client: ClientMetadata = {
    client_id: TEST_CLIENT.id,
    client_secret: TEST_CLIENT.secret,
    redirect_uris: options.redirectUris,
    grant_types: ['authorization_code'],
    response_types: ['code'],
    token_endpoint_auth_method: 'client_secret_basic',
  };
  const provider = new Provider(issuer, {
    clients: [client],
    pkce: { required: () => true },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    cookies: { keys: ['gestar-test-provider-cookie-key'] },
    findAccount: (_ctx, id) => ({
      accountId: id,
      claims: () => ({ sub: id, ...(options.accounts?.[id] ?? { email: id, email_verified: true }) }),
    }),
  });
  server.on('request', provider.callback());
  return {
    issuer,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
