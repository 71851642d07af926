import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fp from 'fastify-plugin';

/** The trainer console's files (mock-server/console/): a page of its own, nothing of the assessor client's bundles. */
const dir = fileURLToPath(new URL('../../console/', import.meta.url));
const types: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8' };

const files = new Map(['index.html', 'console.js', 'waiting.js', 'console.css', 'docs.html', 'docs.js'].map((name) =>
  [name, { body: readFileSync(path.join(dir, name)), type: types[path.extname(name)]! }]));

/**
 * `/trainer` (the console) and `/__mock/docs` (the API document page). The pages hold no data: everything they show
 * comes from `/__mock/` calls made with the passcode the trainer types in.
 */
export default fp(async (app) => {
  const serveFile = (url: string, name: string) => app.get(url, async (_request, reply) => {
    const file = files.get(name)!;
    return reply.type(file.type).header('cache-control', 'no-cache').header('x-robots-tag', 'noindex').send(file.body);
  });
  serveFile('/trainer', 'index.html');
  serveFile('/trainer/', 'index.html');
  for (const name of ['console.js', 'waiting.js', 'console.css', 'docs.js']) serveFile(`/trainer/${name}`, name);
  serveFile('/__mock/docs', 'docs.html');
}, { name: 'console' });
