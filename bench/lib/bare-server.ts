import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

/**
 * The yardstick of bench/public-list.ts: a bare Fastify route (no plugin, no hook, no database)
 * answering the same JSON and X-Total-Count as the real public list. Argument: port, file of the body.
 */
const [port, bodyFile, total] = process.argv.slice(2);
const items = JSON.parse(readFileSync(bodyFile!, 'utf8')) as unknown[];
const app = Fastify({ logger: false });
app.get('/poste-vacant/list', async (_request, reply) => {
  reply.header('X-Total-Count', total);
  return items;
});
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.send?.('ready');
