import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';

/** What the device needs to know of the deployment before anyone logs in: the support contact. */
export type PublicConfig = { whatsApp: string | null };

export async function supportRoutes(app: FastifyInstance, options: { config: Config }): Promise<void> {
  const body: PublicConfig = { whatsApp: options.config.supportWhatsApp };
  app.get('/api/config', async () => body);
}
