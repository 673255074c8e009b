// @ts-check
// The ceiling: the same Fastify the API runs on, one route returning a fixed small JSON.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/api/ceiling', async () => ({ ok: true, message: 'fixed small json' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
