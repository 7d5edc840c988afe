// The framework's ceiling: a bare Fastify server with one route returning a constant JSON, the same
// Fastify version and logger setting as the portal, no database. Started by the bench as its own process.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
const body = { status: 'ok', message: 'constant' };
app.get('/bare', async () => body);
app.get('/api/health', async () => body);
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
