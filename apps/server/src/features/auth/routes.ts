import { loginRequestSchema, profileRequestSchema } from '@gestar/domain/entities/login-response';
import { FORGOT_PASSWORD_SENT } from '@gestar/domain/messages/auth';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { parseOr400 } from '../../http/errors.ts';
import { createRateLimiter, type LimitKey } from '../../http/rate-limiter.ts';
import { consoleNotice, createMailer } from '../../mail/mailer.ts';
import { chooseProfile } from './choose-profile.ts';
import { login } from './login.ts';
import { findLoginAccount } from './login-account.ts';
import { logout } from './logout.ts';
import { oidcRoutes } from './oidc/routes.ts';
import { requestPasswordReset, resetPassword } from './password-recovery.ts';
import { createPasswordHasher } from './passwords.ts';
import { refreshSession } from './refresh.ts';
import { forgotPasswordRequestSchema, refreshRequestSchema, resetPasswordRequestSchema } from './schemas.ts';
import { createTokenSigner } from './tokens.ts';

/**
 * Per client address and account (the account the typed e-mail or CPF names, so both count together), so one
 * user's typos never lock out a whole office behind one NAT address while guessing one account stays slow;
 * plus a cap per address across accounts against trying one password on many. Counted in the database, so
 * every node sees the same counts.
 */
export const RATE_LIMITS = {
  login: { max: 10, timeWindow: 60_000 },
  /** Max from LOGIN_LIMIT_PER_ADDRESS (default 60). */
  loginPerAddress: { max: 60, timeWindow: 60_000 },
  refresh: { max: 30, timeWindow: 60_000 },
  /**
   * SAIR has its own bucket, far above any person's use: a logout refused for rate would leave the session alive
   * (it shared the refresh bucket, so 30 refreshes from one address kept everyone there logged in). The cap only
   * stops a flood of cheap lookups.
   */
  logout: { max: 600, timeWindow: 60_000 },
  forgotPassword: { max: 3, timeWindow: 15 * 60_000 },
  forgotPasswordPerAddress: { max: 20, timeWindow: 60 * 60_000 },
  /** Each sign-in through the organisation takes a start, a return and one or two code trades. */
  oidc: { max: 30, timeWindow: 60_000 },
} as const;

export async function authRoutes(app: FastifyInstance, options: { config: Config; db: Db }): Promise<void> {
  const { config, db } = options;
  const hasher = createPasswordHasher(config.passwordHashCost);
  const signer = createTokenSigner(config.jwtSecret);
  const mailer = createMailer(config, consoleNotice(config));
  app.addHook('onClose', async () => mailer.close());
  const services = { db, hasher, signer };
  const recovery = { db, hasher, mailer, publicUrl: config.publicUrl, log: app.log };

  const limiter = createRateLimiter(db);
  /** The account a request names (its id when it exists, else the text typed), for rate-limit keys. */
  const accountOf = async (request: FastifyRequest): Promise<string> => {
    const typed = loginOf(request);
    const parsed = loginRequestSchema.safeParse({ password: 'x', ...(request.body as object) });
    // Text PostgreSQL cannot hold (U+0000) names no account; the handler answers it with a 400.
    const account =
      parsed.success && !typed.includes('\u0000') ? await findLoginAccount(db, parsed.data) : undefined;
    return account ? `id:${account.user.id}` : `text:${typed}`;
  };
  const perAddress = (name: string, limit: LimitKey['limit']) => (request: FastifyRequest) => [
    { limit, key: `${name}|${request.ip}` },
  ];

  const loginLimits = limiter.guard(async (r) => [
    { limit: RATE_LIMITS.login, key: `login|${r.ip}|${await accountOf(r)}` },
    { limit: { ...RATE_LIMITS.loginPerAddress, max: config.loginLimitPerAddress }, key: `login|${r.ip}` },
  ]);

  app.post('/api/Authentication/Login', { preHandler: loginLimits }, async (request) =>
    login(services, parseOr400(loginRequestSchema, request.body)),
  );

  await oidcRoutes(app, {
    config,
    services,
    guard: (name) => limiter.guard(perAddress(name, RATE_LIMITS.oidc)),
  });

  app.post(
    '/api/Profile',
    // The same limits as a login, counted together: it checks a password too.
    { preHandler: loginLimits },
    async (request) => chooseProfile(services, parseOr400(profileRequestSchema, request.body)),
  );

  app.post(
    '/api/Authentication/RefreshToken',
    { preHandler: limiter.guard(perAddress('refresh', RATE_LIMITS.refresh)) },
    async (request) => refreshSession(services, parseOr400(refreshRequestSchema, request.body).refreshToken),
  );

  app.post(
    '/api/Authentication/Logout',
    { preHandler: limiter.guard(perAddress('logout', RATE_LIMITS.logout)) },
    async (request) => {
      await logout(db, parseOr400(refreshRequestSchema, request.body).refreshToken);
      return { sucesso: true };
    },
  );

  app.put(
    '/api/Account/ForgotPassword',
    {
      preHandler: limiter.guard(async (r) => [
        { limit: RATE_LIMITS.forgotPassword, key: `forgot|${r.ip}|${await accountOf(r)}` },
        { limit: RATE_LIMITS.forgotPasswordPerAddress, key: `forgot|${r.ip}` },
      ]),
    },
    async (request) => {
      const { email } = parseOr400(forgotPasswordRequestSchema, request.body);
      // Not awaited, and started only after the answer is written: a known address costs a token and an
      // e-mail, an unknown one nothing, and the answer must take the same time for both (no enumeration by
      // timing). Started at once, SQLite's synchronous token insert ran before the answer went out (+0.7 ms).
      setImmediate(() => {
        requestPasswordReset(recovery, email).catch((error: unknown) =>
          request.log.error({ err: error }, 'password reset not sent'),
        );
      });
      return { sucesso: true, mensagem: FORGOT_PASSWORD_SENT() };
    },
  );

  app.put('/api/Account/ResetPassword', async (request) => {
    const body = parseOr400(resetPasswordRequestSchema, request.body);
    const { mensagem } = await resetPassword(recovery, body);
    return { sucesso: true, mensagem };
  });
}

/** The account a request names, normalised like the login itself does, for rate-limit keys. */
function loginOf(request: FastifyRequest): string {
  const body = request.body;
  if (typeof body !== 'object' || body === null) return '';
  const { email, cpf } = body as { email?: unknown; cpf?: unknown };
  if (typeof email === 'string' && email.trim() !== '') return email.trim().toLowerCase().slice(0, 254);
  if (typeof cpf === 'string') return cpf.replace(/\D/g, '').slice(0, 11);
  return '';
}
