/** The Gestar client registered at the test provider (oidc-provider.ts); kept apart so configs load no provider. */
export const TEST_CLIENT = { id: 'gestar-test', secret: 'gestar-test-secret-0123456789abcdef' } as const;
