import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Type } from 'typebox';
import { parseRange } from '../services/uploads/byteRange.ts';
import { FileStore, type SweepResult } from '../services/uploads/fileStore.ts';
import { keysSavedBy } from '../services/uploads/receiveUpload.ts';
import { afterWrite } from './persist.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Uploaded files (MOCK_DATA_DIR/uploads), see services/uploads/fileStore.ts. */
    files: FileStore;
  }
}

/**
 * The start's sweep (main.ts, and the restart tests): derives the registry of a state written before it existed, drops
 * entries and files no record names, removes partial uploads, and writes the state when the registry changed.
 */
export async function sweepUploads(app: FastifyInstance): Promise<SweepResult> {
  const swept = await app.files.sweep();
  if (swept.migrated || swept.dropped > 0) await app.db.write();
  return swept;
}

/** The file store, and stored files served at their `url` (`/uploads/<key>`) with range support for video seeking. */
export default fp(
  async (app) => {
    const store = new FileStore(
      path.join(app.config.dataDir, 'uploads'),
      app.config.maxFileMb * 1024 * 1024,
      () => app.db.data,
    );
    app.decorate('files', store);

    // A file the request stored that no record claimed by the time it answers (a refusal, or a handler that forgot to
    // claim) leaves the registry in this write and the folder after it: nothing stays that no record names.
    // Registered before `persist`, so this runs before the state is written.
    app.addHook('onSend', async (request, reply, payload) => {
      const unclaimed = keysSavedBy(request).filter((key) => store.entryOf(key)?.record === null);
      if (unclaimed.length === 0) return payload;
      if (reply.statusCode < 300)
        request.log.error({ keys: unclaimed }, 'uploads: stored files no record claimed; removed');
      for (const key of unclaimed) afterWrite(request, store.release(key));
      return payload;
    });

    app.get(
      '/uploads/:key',
      {
        schema: { params: Type.Object({ key: Type.String({ maxLength: 100 }) }) },
      },
      async (request, reply) => {
        const { key } = request.params as { key: string };
        const size = await store.sizeOf(key);
        if (size === null) return reply.fail(404, 'File not found');
        const header = request.headers.range;
        const range = header === undefined ? null : parseRange(header, size);
        if (header !== undefined && !range) {
          return reply.header('content-range', `bytes */${size}`).fail(416, 'Range Not Satisfiable');
        }
        reply
          .header('content-type', store.mimeOf(key))
          .header('accept-ranges', 'bytes')
          .header('cache-control', 'private, max-age=31536000, immutable')
          .header('x-content-type-options', 'nosniff');
        if (!range) return reply.header('content-length', size).send(store.read(key));
        return reply
          .code(206)
          .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
          .header('content-length', range.end - range.start + 1)
          .send(store.read(key, range));
      },
    );
  },
  { name: 'files', dependencies: ['core', 'reply'] },
);
