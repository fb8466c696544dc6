// The organisation's identity provider of the end-to-end suite: a real OpenID Connect provider (oidc-provider)
// on its own port, started by playwright.config.ts beside the Gestar server, which it knows as its client.
import { startOidcProvider } from '../../apps/server/src/test-support/oidc-provider.ts';

/** The people the suite signs in as at the provider (its login page takes any password). */
export const OIDC_PEOPLE = {
  newVet: {
    login: 'lucia.prado@consultoria.test',
    email: 'lucia.prado@consultoria.test',
    given_name: 'Lúcia',
    family_name: 'Prado',
  },
} as const;

const port = Number(process.env.E2E_OIDC_PORT);
const gestar = process.env.E2E_GESTAR_ORIGIN;
if (process.argv[1]?.endsWith('oidc-provider-server.ts')) {
  if (!port || !gestar) throw new Error('E2E_OIDC_PORT and E2E_GESTAR_ORIGIN are required');
  const accounts = Object.fromEntries(
    Object.values(OIDC_PEOPLE).map(({ login, ...claims }) => [login, { ...claims, email_verified: true }]),
  );
  const provider = await startOidcProvider({
    port,
    redirectUris: [`${gestar}/api/auth/oidc/callback`],
    accounts,
  });
  console.log(`OpenID Connect test provider at ${provider.issuer}`);
  // Playwright stops its web servers with SIGTERM at the end of the run; a failed close still ends the process.
  const stop = () => {
    provider.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
