import path from 'node:path';
import fp from 'fastify-plugin';
import { Type } from 'typebox';
import { parseRange } from '../services/byte-range.ts';
import { FileStore } from '../services/file-store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Uploaded files (MOCK_DATA_DIR/uploads), see services/file-store.ts. */
    files: FileStore;
  }
}

/** The file store, and stored files served at their `url` (`/uploads/<key>`) with range support for video seeking. */
export default fp(async (app) => {
  const store = new FileStore(path.join(app.config.dataDir, 'uploads'), app.config.maxFileMb * 1024 * 1024);
  app.decorate('files', store);

  app.get('/uploads/:key', {
    schema: { params: Type.Object({ key: Type.String({ maxLength: 100 }) }) },
  }, async (request, reply) => {
    const { key } = request.params as { key: string };
    const size = await store.sizeOf(key);
    if (size === null) return reply.fail(404, 'File not found');
    const header = request.headers.range;
    const range = header === undefined ? null : parseRange(header, size);
    if (header !== undefined && !range) {
      return reply.header('content-range', `bytes */${size}`).fail(416, 'Range Not Satisfiable');
    }
    reply.header('content-type', store.mimeOf(key)).header('accept-ranges', 'bytes')
      .header('cache-control', 'private, max-age=31536000, immutable').header('x-content-type-options', 'nosniff');
    if (!range) return reply.header('content-length', size).send(store.read(key));
    return reply.code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
      .header('content-length', range.end - range.start + 1)
      .send(store.read(key, range));
  });
}, { name: 'files', dependencies: ['core', 'reply'] });
