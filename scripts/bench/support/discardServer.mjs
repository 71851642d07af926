// Baseline of the upload benchmark: a bare Fastify + @fastify/multipart route that reads every file part and throws
// the bytes away. Prints its port once listening.
import Fastify from 'fastify';
import multipart from '@fastify/multipart';

const app = Fastify();
await app.register(multipart, { limits: { fileSize: 64 * 1024 * 1024 } });
app.post('/discard', async (request) => {
  let bytes = 0;
  for await (const part of request.parts()) {
    if (part.type === 'file') for await (const chunk of part.file) bytes += chunk.length;
  }
  return { bytes };
});
await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`${app.server.address().port}\n`);
