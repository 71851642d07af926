// The baseline of the notifications benchmark: a bare Fastify route answering a small envelope, no logger, no hooks.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
const body = { cacheHit: false, statusCode: 200, success: true, message: 'ok', details: {} };
app.get('/bare', async () => body);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.send?.('ready');
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
