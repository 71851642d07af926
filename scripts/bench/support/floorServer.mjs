// The classroom benchmark's floor: a bare Fastify + @fastify/multipart server that answers every call of a trainee's
// day (and the demo's small writes) in the mock's envelope, and keeps nothing: no accounts, no checks, no state, no
// journal. Photos are streamed to files of their own in a folder (argv[2]), as the bare upload route does. What the
// day costs against it is what the machine, the load generator, HTTP and the disk cost without any of the mock's
// work. The candidate and NOS lists it answers come from FLOOR_ANSWERS (JSON: { candidateList, nosLists: { Theory,
// viva, practical } }), so the day sends the same saves as against the mock. Prints its port once listening.
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import Fastify from 'fastify';
import multipart from '@fastify/multipart';

const dir = process.argv[2];
if (!dir || !process.env.FLOOR_ANSWERS) throw new Error('usage: FLOOR_ANSWERS=<json> floorServer.mjs <folder>');
const { candidateList, nosLists } = JSON.parse(process.env.FLOOR_ANSWERS);
const ETAG = '"floor-notifications"';

const ok = (details = {}) => ({ success: true, statusCode: 200, message: 'ok', details });
const app = Fastify();
await app.register(multipart, { limits: { fileSize: 64 * 1024 * 1024 } });

async function storeFiles(request) {
  for await (const part of request.parts()) {
    if (part.type === 'file') await pipeline(part.file, createWriteStream(join(dir, `${randomUUID()}.jpg`)));
  }
  return ok();
}

app.post('/api/login-assesor', async () => ok({ token: randomUUID() }));
app.get('/api/notification-list', async (request, reply) => {
  reply.header('etag', ETAG);
  if (request.headers['if-none-match'] === ETAG) return reply.code(304).send();
  return ok({ notifications: [], unreadCount: 0 });
});
app.post('/api/assesor-clock-in', storeFiles);
app.post('/api/upload-:kind', storeFiles);
app.get('/api/candidate-list-by-batch', async () => ok({ candidateList }));
app.get('/api/nos-list/:batch', async (request) => ok({ nosList: nosLists[request.query.section] ?? [] }));
app.post('/api/save-candidate-attendence', async () => ok());
app.post('/api/save-theory-marks', async () => ok());
app.post('/api/save-nos-marks', async () => ok());

await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`${app.server.address().port}\n`);
