import rateLimit from '@fastify/rate-limit';
import { loginRequestSchema } from '@gestar/domain/entities/login-response';
import { FORGOT_PASSWORD_SENT } from '@gestar/domain/messages/auth';
import { TOO_MANY_ATTEMPTS } from '@gestar/domain/messages/server';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { HttpError, parseOr400 } from '../../http/errors.ts';
import { consoleNotice, createMailer } from '../../mail/mailer.ts';
import { login } from './login.ts';
import { logout } from './logout.ts';
import { requestPasswordReset, resetPassword } from './password-recovery.ts';
import { createPasswordHasher } from './passwords.ts';
import { refreshSession } from './refresh.ts';
import { forgotPasswordRequestSchema, refreshRequestSchema, resetPasswordRequestSchema } from './schemas.ts';
import { createTokenSigner } from './tokens.ts';

/**
 * Per client address and account, so one user's typos never lock out a whole office behind one NAT address,
 * while guessing one account's password stays slow. Limits per node (in-memory store).
 */
export const RATE_LIMITS = {
  login: { max: 10, timeWindow: 60_000 },
  refresh: { max: 30, timeWindow: 60_000 },
  forgotPassword: { max: 3, timeWindow: 15 * 60_000 },
} as const;

export async function authRoutes(app: FastifyInstance, options: { config: Config; db: Db }): Promise<void> {
  const { config, db } = options;
  const hasher = createPasswordHasher(config.passwordHashCost);
  const signer = createTokenSigner(config.jwtSecret);
  const mailer = createMailer(config, consoleNotice(config));
  app.addHook('onClose', async () => mailer.close());
  const services = { db, hasher, signer };
  const recovery = { db, hasher, mailer, publicUrl: config.publicUrl, log: app.log };

  await app.register(rateLimit, {
    global: false,
    // After the body is parsed, so the key can name the account.
    hook: 'preHandler',
    errorResponseBuilder: () => new HttpError(429, TOO_MANY_ATTEMPTS),
  });

  app.post(
    '/api/Authentication/Login',
    { config: { rateLimit: { ...RATE_LIMITS.login, keyGenerator: (r) => `${r.ip}|${loginOf(r)}` } } },
    async (request) => login(services, parseOr400(loginRequestSchema, request.body)),
  );

  app.post(
    '/api/Authentication/RefreshToken',
    { config: { rateLimit: { ...RATE_LIMITS.refresh, keyGenerator: (r) => r.ip } } },
    async (request) => refreshSession(services, parseOr400(refreshRequestSchema, request.body).refreshToken),
  );

  app.post(
    '/api/Authentication/Logout',
    { config: { rateLimit: { ...RATE_LIMITS.refresh, keyGenerator: (r) => r.ip } } },
    async (request) => {
      await logout(db, parseOr400(refreshRequestSchema, request.body).refreshToken);
      return { sucesso: true };
    },
  );

  app.put(
    '/api/Account/ForgotPassword',
    {
      config: { rateLimit: { ...RATE_LIMITS.forgotPassword, keyGenerator: (r) => `${r.ip}|${loginOf(r)}` } },
    },
    async (request) => {
      const { email } = parseOr400(forgotPasswordRequestSchema, request.body);
      await requestPasswordReset(recovery, email);
      return { sucesso: true, mensagem: FORGOT_PASSWORD_SENT };
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
