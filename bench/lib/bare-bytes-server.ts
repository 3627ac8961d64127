import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

/**
 * The yardstick of bench/feeds.ts: a bare Fastify route (no plugin, no hook, no database) sending
 * the bytes of a file as they are. Arguments: port, route, file of the body, Content-Type.
 */
const [port, route, bodyFile, contentType] = process.argv.slice(2);
const body = readFileSync(bodyFile!);
const app = Fastify({ logger: false });
app.get(route!, async (_request, reply) => reply.type(contentType!).send(body));
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.send?.('ready');
