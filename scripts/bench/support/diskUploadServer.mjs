// Baseline of the classroom benchmark's upload figure: a bare Fastify + @fastify/multipart route that streams every
// file part to a file of its own in a folder on the same disk as the mock's data (argv[2]), with nothing else around
// it (no auth, no validation, no state). Prints its port once listening.
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import Fastify from 'fastify';
import multipart from '@fastify/multipart';

const dir = process.argv[2];
if (!dir) throw new Error('usage: diskUploadServer.mjs <folder>');
const app = Fastify();
await app.register(multipart, { limits: { fileSize: 64 * 1024 * 1024 } });
app.post('/store', async (request) => {
  const stored = [];
  for await (const part of request.parts()) {
    if (part.type !== 'file') continue;
    const key = `${randomUUID()}.jpg`;
    await pipeline(part.file, createWriteStream(join(dir, key)));
    stored.push(key);
  }
  return { stored };
});
await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`${app.server.address().port}\n`);
