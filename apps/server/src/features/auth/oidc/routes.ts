import {
  type OidcSettings,
  oidcProfileRequestSchema,
  oidcSessionRequestSchema,
} from '@gestar/domain/entities/oidc';
import { USER_DELETED } from '@gestar/domain/messages/auth';
import { OIDC_CODE_INVALID, OIDC_DEFAULT_NAME, type OidcErrorCode } from '@gestar/domain/messages/oidc';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as client from 'openid-client';
import type { Config } from '../../../config.ts';
import { HttpError, parseOr400 } from '../../../http/errors.ts';
import { findUserRow, rolesByUser } from '../../users/queries.ts';
import { setOwnProfile } from '../choose-profile.ts';
import { type AuthServices, assertMaySignIn, openSession } from '../sessions.ts';
import { accountOfIdentity } from './accounts.ts';
import { createFlowCookies, FLOW_COOKIE, flowCookieHeader, readCookie } from './flow-cookie.ts';
import { issueLoginCode, spendLoginCode, userOfLoginCode } from './login-codes.ts';
import { createProviderClient } from './provider-client.ts';

/** The web page that finishes a sign-in (apps/web features/auth/OidcReturnPage). */
const RETURN_PAGE = '/login/oidc';
export const CALLBACK_PATH = '/api/auth/oidc/callback';

/** Only a path of this app: an absolute URL would make the sign-in an open redirect. */
export function appPathOf(value: unknown): string {
  return typeof value === 'string' &&
    value.startsWith('/') &&
    !value.startsWith('//') &&
    !value.includes('\\')
    ? value.slice(0, 500)
    : '/';
}

/** Transport failures (down, refused, timed out) say 'try later'; anything else is a failed sign-in. */
function errorCodeOf(error: unknown): OidcErrorCode {
  const name = error instanceof Error ? error.name : '';
  return name === 'TypeError' || name === 'AbortError' || name === 'TimeoutError'
    ? 'provedor-indisponivel'
    : 'falhou';
}

/**
 * Sign-in through the organisation's OpenID Connect provider (authorization code with PKCE).
 * The browser goes to `start`, signs in at the provider, comes back to `callback`, which sends it to the web
 * page with a one-time code; the page trades the code for the usual login answer (`session`), after the profile
 * dialog (`profile`) for a person registered by this sign-in. Every failure lands on that page as a code it
 * shows in pt-BR.
 */
export async function oidcRoutes(
  app: FastifyInstance,
  options: {
    config: Config;
    services: AuthServices;
    /** A rate-limit preHandler per client address, named by its bucket. */
    guard: (name: string) => (request: FastifyRequest) => Promise<void>;
  },
): Promise<void> {
  const { config, services, guard } = options;
  const provider = config.oidc ? createProviderClient(config.oidc) : undefined;
  const cookies = createFlowCookies(config.jwtSecret);
  const redirectUri = `${config.publicUrl}${CALLBACK_PATH}`;
  const secureCookie = config.publicUrl.startsWith('https://');
  const failed = (reply: FastifyReply, code: OidcErrorCode) =>
    reply.header('cache-control', 'no-store').redirect(`${RETURN_PAGE}?erro=${code}`);

  app.get(
    '/api/auth/oidc',
    async (): Promise<OidcSettings> => ({
      habilitado: provider !== undefined,
      nome: config.oidc ? (config.oidc.name ?? OIDC_DEFAULT_NAME()) : null,
    }),
  );

  app.get('/api/auth/oidc/start', { preHandler: guard('oidc-start') }, async (request, reply) => {
    if (!provider) return failed(reply, 'nao-configurado');
    const flow = {
      state: client.randomState(),
      nonce: client.randomNonce(),
      verifier: client.randomPKCECodeVerifier(),
      from: appPathOf((request.query as { de?: unknown }).de),
    };
    let url: URL;
    try {
      url = await provider.authorizationUrl({ redirectUri, ...flow });
    } catch (error) {
      request.log.warn({ err: error }, 'OpenID Connect discovery failed');
      return failed(reply, 'provedor-indisponivel');
    }
    return reply
      .header('set-cookie', flowCookieHeader(await cookies.seal(flow), secureCookie))
      .header('cache-control', 'no-store')
      .redirect(url.href);
  });

  app.get(CALLBACK_PATH, { preHandler: guard('oidc-callback') }, async (request, reply) => {
    // The flow is over whatever happens next: its cookie goes.
    reply.header('set-cookie', flowCookieHeader('', secureCookie, 0));
    if (!provider) return failed(reply, 'nao-configurado');
    const query = request.query as Record<string, unknown>;
    if (typeof query.error === 'string')
      return failed(reply, query.error === 'access_denied' ? 'cancelado' : 'falhou');
    const flow = await cookies.open(readCookie(request.headers.cookie, FLOW_COOKIE));
    if (!flow) return failed(reply, 'expirado');

    const currentUrl = new URL(redirectUri);
    currentUrl.search = new URL(request.url, 'http://callback.invalid').search;
    let outcome: Awaited<ReturnType<typeof accountOfIdentity>>;
    try {
      const claims = await provider.claimsOf(currentUrl, flow);
      outcome = await accountOfIdentity(services.db, provider.issuer, claims);
    } catch (error) {
      request.log.warn({ err: error }, 'OpenID Connect sign-in failed');
      return failed(reply, errorCodeOf(error));
    }
    if ('refused' in outcome) return failed(reply, outcome.refused);
    const code = await issueLoginCode(services.db.kysely, outcome.usuarioId);
    // The code travels in the fragment: browsers never send it to a server, so no log or Referer holds it.
    return reply
      .header('cache-control', 'no-store')
      .redirect(`${RETURN_PAGE}?de=${encodeURIComponent(flow.from)}#codigo=${code}`);
  });

  app.post('/api/auth/oidc/session', { preHandler: guard('oidc-session') }, async (request) => {
    const { codigo } = parseOr400(oidcSessionRequestSchema, request.body);
    const usuarioId = await userOfLoginCode(services.db.kysely, codigo);
    const user = usuarioId === undefined ? undefined : await findUserRow(services.db, usuarioId);
    if (!user) throw new HttpError(401, OIDC_CODE_INVALID());
    const roles = (await rolesByUser(services.db.kysely, [user.id])).get(user.id) ?? [];
    // Refused before the code is spent: a person without a profile chooses one with the same code.
    assertMaySignIn(user, roles);
    if (!(await spendLoginCode(services.db.kysely, codigo))) throw new HttpError(401, OIDC_CODE_INVALID());
    return openSession(services, user, roles);
  });

  app.post('/api/auth/oidc/profile', { preHandler: guard('oidc-session') }, async (request) => {
    const { codigo, roleId } = parseOr400(oidcProfileRequestSchema, request.body);
    const usuarioId = await userOfLoginCode(services.db.kysely, codigo);
    const user = usuarioId === undefined ? undefined : await findUserRow(services.db, usuarioId);
    if (!user) throw new HttpError(401, OIDC_CODE_INVALID());
    if (user.isDeleted) throw new HttpError(403, USER_DELETED());
    return setOwnProfile(services, user.id, roleId);
  });
}
