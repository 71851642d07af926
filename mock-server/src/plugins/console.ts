import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fp from 'fastify-plugin';

/** The trainer console's files (mock-server/console/): a page of its own, nothing of the assessor client's bundles. */
const dir = fileURLToPath(new URL('../../console/', import.meta.url));
const read = (name: string) => readFileSync(path.join(dir, name), 'utf8');
const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

/** A page: the shared head (`layout.html`) with its title and module around the body of `<name>.body.html`. */
function page(name: string, title: string): string {
  const fill: Record<string, string> = { title, script: `${name}.js`, body: read(`${name}.body.html`) };
  return read('layout.html').replace(/\{\{(\w+)\}\}/g, (_, key: string) => fill[key] ?? '');
}

const consolePage = page('console', 'Trainer console');
const docsPage = page('docs', 'API document');
/** Every script and style sheet of the folder, served under /trainer/. */
const assets = readdirSync(dir)
  .filter((name) => /\.(js|css)$/.test(name))
  .map((name) => ({ name, body: read(name) }));

/**
 * `/trainer` (the console) and `/__mock/docs` (the API document page). The pages hold no data: everything they show
 * comes from `/__mock/` calls made with the passcode the trainer types in.
 */
export default fp(
  async (app) => {
    const serve = (url: string, body: string, type: string) =>
      app.get(url, async (_request, reply) =>
        reply.type(type).header('cache-control', 'no-cache').header('x-robots-tag', 'noindex').send(body),
      );
    serve('/trainer', consolePage, types['.html']!);
    serve('/trainer/', consolePage, types['.html']!);
    serve('/__mock/docs', docsPage, types['.html']!);
    for (const { name, body } of assets) serve(`/trainer/${name}`, body, types[path.extname(name)]!);
  },
  { name: 'console' },
);
