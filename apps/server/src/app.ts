import {
  INTERNAL_ERROR,
  INVALID_REQUEST,
  REQUEST_TOO_LARGE,
  TOO_MANY_REQUESTS,
  UNSUPPORTED_MEDIA_TYPE,
} from '@gestar/domain/messages/server';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import type { Config } from './config.ts';
import type { Db } from './db/database.ts';
import { WatermarkStore } from './db/watermark.ts';
import { registerAuth } from './features/auth/authenticate.ts';
import { authRoutes } from './features/auth/routes.ts';
import { domainListRoutes } from './features/domain-lists/routes.ts';
import { exportRoutes } from './features/exports/routes.ts';
import { healthRoutes } from './features/health/routes.ts';
import { importRoutes } from './features/imports/routes.ts';
import { proofRoutes } from './features/proofs/routes.ts';
import { reportRoutes } from './features/reports/routes.ts';
import { supportRoutes } from './features/support/routes.ts';
import { syncRoutes } from './features/sync/routes.ts';
import { termsRoutes } from './features/terms/routes.ts';
import { trackingRoutes } from './features/tracking/routes.ts';
import { usersRoutes } from './features/users/routes.ts';
import { HttpError } from './http/errors.ts';
import { Drain } from './http/graceful-shutdown.ts';
import { createRegistry, registerMetrics } from './http/metrics.ts';
import { registerRequestLocale } from './http/request-locale.ts';
import { registerSecurityHeaders, securityHeadersFor } from './http/security-headers.ts';
import { registerWebApp } from './http/web-app.ts';

export type AppOptions = {
  config: Config;
  db: Db;
  logger?: FastifyServerOptions['logger'];
  /** main.ts keeps it to drain the node on SIGTERM (http/graceful-shutdown.ts); tests may pass their own. */
  drain?: Drain;
};

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    // A sync push of 500 cows is ~0.5 MB; 10 MB leaves room for the largest page while refusing abuse.
    bodyLimit: 10 * 1024 * 1024,
    trustProxy: config.trustProxyHops > 0 ? config.trustProxyHops : false,
    // While the app closes, a request over a connection still open meets the drain's gate
    // (http/graceful-shutdown.ts), which refuses it in pt-BR; Fastify's own 503 would answer English JSON.
    return503OnClosing: false,
    // URLs the router refuses before any hook runs (a malformed escape, a path parameter over 100 characters):
    // Fastify would answer its own English JSON without our headers.
    frameworkErrors: (error, request, reply: FastifyReply) => {
      const status =
        error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
      reply.headers(securityHeadersFor(request.url)).code(status).send({ title: INVALID_REQUEST() });
    },
  });

  registerSecurityHeaders(app);
  registerRequestLocale(app);
  // Before authentication: while draining, a new request is refused before it costs a database read.
  const drain = options.drain ?? new Drain();
  drain.register(app);
  const registry = createRegistry();
  registerMetrics(app, { config, db, registry });

  app.setErrorHandler((error: Error & { statusCode?: number; validation?: unknown }, request, reply) => {
    if (error instanceof HttpError) {
      return reply
        .code(error.statusCode)
        .send(error.errors ? { title: error.title, errors: error.errors } : { title: error.title });
    }
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) {
      request.log.error({ err: error }, 'unhandled error');
      return reply.code(500).send({ title: INTERNAL_ERROR() });
    }
    if (status === 413) return reply.code(413).send({ title: REQUEST_TOO_LARGE() });
    if (status === 415) return reply.code(415).send({ title: UNSUPPORTED_MEDIA_TYPE() });
    if (status === 429) return reply.code(429).send({ title: TOO_MANY_REQUESTS() });
    // Fastify's own messages (malformed JSON, …) are English internals: the client gets a pt-BR title only.
    return reply.code(status).send({ title: INVALID_REQUEST() });
  });

  registerAuth(app, { config, db });
  await app.register(healthRoutes, { db, drain });
  await app.register(authRoutes, { config, db });
  await app.register(termsRoutes, { db });
  await app.register(usersRoutes, { config, db });
  await app.register(trackingRoutes, { db });
  await app.register(syncRoutes, {
    db,
    watermark: new WatermarkStore(config.syncStateDir, config.syncNodeName),
    registry,
  });
  await app.register(domainListRoutes, { db });
  await app.register(supportRoutes, { config });
  await app.register(proofRoutes, { db });
  await app.register(reportRoutes, { db });
  await app.register(exportRoutes, { db });
  await app.register(importRoutes, { db });

  registerWebApp(app, config.webDist);
  return app;
}
