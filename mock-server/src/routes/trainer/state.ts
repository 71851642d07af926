import { trainerCalls } from '@assessor/contract';
import type { FastifyInstance } from 'fastify';
import { copyOf } from '../../db/open.ts';
import { firstStateError } from '../../db/stateSchema.ts';
import type { DbState } from '../../db/types.ts';
import { ApiError } from '../../errors/apiError.ts';
import { forbiddenKeyPath } from '../../services/shared/forbiddenKeys.ts';
import { jsonDepthOver } from '../../services/shared/jsonDepth.ts';
import { afterWrite } from '../../plugins/persist.ts';
import { serve } from '../serve.ts';

/** Deeper than any record nests (a job role's question's language is 6 levels down); far below what overflows a stack. */
export const STATE_MAX_DEPTH = 32;

/** A state file may be large (a class of 60 with their candidates): allowed up to 50 MB. */
export const STATE_FILE_LIMIT = 50 * 1024 * 1024;

/**
 * Lesson files: `GET /__mock/state` answers the whole state (to download), `PUT /__mock/state` replaces it with one.
 * Uploaded files are not in it; records of files this mock does not hold answer 404 when fetched.
 */
export default async function stateRoutes(app: FastifyInstance) {
  // In this plugin only (the state routes): a body nested deeper than any state is refused before it is parsed, so
  // neither JSON.parse nor the validators recurse through it.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = body as string;
    if (jsonDepthOver(text, STATE_MAX_DEPTH)) {
      done(new ApiError(400, `Not a mock state file: nested deeper than ${STATE_MAX_DEPTH} levels`), undefined);
      return;
    }
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new ApiError(400, 'Not a mock state file: not valid JSON'), undefined);
    }
  });

  serve(app, trainerCalls.exportState, async (_request, reply) => {
    reply.header('content-disposition', `attachment; filename="mock-state-${app.config.today}.json"`);
    // A plain copy: on disk `db.data` is a change-tracking proxy, which structuredClone cannot copy.
    return reply.ok('Mock state', copyOf(app.db.data) as unknown as Record<string, unknown[]>);
  });

  serve(
    app,
    trainerCalls.importState,
    async (request, reply) => {
      // Checked whole before anything changes: a refused file leaves the state as it was.
      const forbidden = forbiddenKeyPath(request.body);
      if (forbidden) return reply.fail(400, `Not a mock state file: ${forbidden}: this key name is not allowed`);
      const wrong = firstStateError(request.body);
      if (wrong) return reply.fail(400, `Not a mock state file: ${wrong}`);
      // New arrays throughout, so the session and notification indexes rebuild.
      const next = structuredClone(request.body) as unknown as DbState;
      // The registry follows the imported records and the files held here; files only the old state named go after
      // the write.
      const registry = await app.files.registryFor(next);
      // A file without a registry that names no file here stays without one (it exports as it was imported).
      if (registry.length > 0 || next.storedFiles !== undefined) next.storedFiles = registry;
      const kept = new Set(registry.map((entry) => entry.key));
      const dropped = app.files.entries.filter((entry) => !kept.has(entry.key)).map((entry) => entry.key);
      app.db.data = next;
      for (const key of dropped) afterWrite(request, app.files.release(key));
      app.scenarios.clear();
      return reply.ok('Mock state restored', { collections: Object.keys(request.body).length });
    },
    { bodyLimit: STATE_FILE_LIMIT },
  );
}
