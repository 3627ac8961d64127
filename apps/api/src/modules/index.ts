import type { FastifyInstance } from 'fastify';

/**
 * Every domain module, each a Fastify plugin registering its routes. One line per module.
 */
export async function registerModules(app: FastifyInstance): Promise<void> {
  void app;
}
