import multipart from '@fastify/multipart';
import fp from 'fastify-plugin';

/** Uploads: files stay in memory streams; the limits match the real API (api-facts §6: 10 MB per file). */
export default fp(
  async (app) => {
    await app.register(multipart, {
      limits: {
        fileSize: app.config.maxFileMb * 1024 * 1024,
        files: 20,
        fields: 50,
        fieldSize: 64 * 1024,
      },
    });
  },
  { name: 'multipart' },
);
