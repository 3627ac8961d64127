import { readFileSync } from 'node:fs';
import { brotliCompressSync, constants } from 'node:zlib';
import Fastify from 'fastify';

/**
 * The yardstick of bench/feeds.ts: a bare Fastify route (no plugin, no hook, no database) sending
 * the bytes of a file as the server sends its cached feed, compressed once with brotli (quality 4).
 * Arguments: port, route, file of the body, Content-Type.
 */
const [port, route, bodyFile, contentType] = process.argv.slice(2);
const body = brotliCompressSync(readFileSync(bodyFile!), {
  params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
});
const app = Fastify({ logger: false });
app.get(route!, async (_request, reply) => reply.type(contentType!).header('Content-Encoding', 'br').send(body));
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.send?.('ready');
