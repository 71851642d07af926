import { contract, type CallSpec } from '@assessor/contract';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { IdempotentAnswer } from '../db/types.ts';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** A client-made id: a UUID fits, so does any 16–128 letters, digits, `-` or `_`. */
const KEY_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;
export const KEY_TTL_MS = 24 * 60 * 60 * 1000;

const nameOf = new Map<CallSpec, string>(Object.entries(contract).map(([name, call]) => [call, name]));

interface Claim {
  id: string;
  record: Omit<IdempotentAnswer, 'status' | 'contentType' | 'body'>;
}
const claims = new WeakMap<FastifyRequest, Claim>();

/**
 * `Idempotency-Key` on the logged-in calls that change state (every non-GET contract call with `auth`): the first
 * successful answer of (key, assessor, call) is stored for 24 h and sent again, byte for byte, to a repeat, which
 * stores nothing. So a client whose answer was lost may resend safely. Only 2xx answers are kept: a refused or failed
 * attempt changed nothing, so its repeat is simply handled again. A repeat while the first is still being handled
 * gets 409. The same key from another assessor or on another call is a different request.
 */
export default fp(
  async (app) => {
    const inFlight = new Set<string>();

    app.addHook('preHandler', async (request, reply) => {
      const call = request.routeOptions.config.call;
      const header = request.headers[IDEMPOTENCY_HEADER];
      if (header === undefined || !call || !call.auth || call.method === 'GET' || !request.auth) return;
      const key = Array.isArray(header) ? header.join(',') : header;
      if (!KEY_PATTERN.test(key)) {
        return reply.fail(400, 'Idempotency-Key must be 16 to 128 letters, digits, "-" or "_"');
      }
      const record = {
        key,
        assessor_id: request.auth.assessor._id,
        call: nameOf.get(call) ?? call.path,
        createdAt: app.clock.now(),
      };
      const earlier = (app.db.data.idempotency ?? []).find(
        (answer) =>
          answer.key === key &&
          answer.assessor_id === record.assessor_id &&
          answer.call === record.call &&
          record.createdAt - answer.createdAt < KEY_TTL_MS,
      );
      if (earlier) {
        // The body of the repeat (e.g. the same file again) is read and dropped.
        request.raw.resume();
        return reply
          .code(earlier.status)
          .header('content-type', earlier.contentType)
          .header('idempotent-replayed', 'true')
          .send(earlier.body);
      }
      const id = `${record.assessor_id} ${record.call} ${key}`;
      if (inFlight.has(id)) return reply.fail(409, 'A request with this Idempotency-Key is still being handled');
      inFlight.add(id);
      claims.set(request, { id, record });
      return undefined;
    });

    // Registered before plugins/persist.ts, so the stored answer is written with the change it belongs to.
    app.addHook('onSend', async (request, reply, payload) => {
      const claim = claims.get(request);
      if (!claim) return payload;
      claims.delete(request);
      inFlight.delete(claim.id);
      if (reply.statusCode >= 200 && reply.statusCode < 300 && typeof payload === 'string') {
        const now = app.clock.now();
        const kept = (app.db.data.idempotency ?? []).filter((answer) => now - answer.createdAt < KEY_TTL_MS);
        const contentType = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
        app.db.data.idempotency = [...kept, { ...claim.record, status: reply.statusCode, contentType, body: payload }];
      }
      return payload;
    });

    app.addHook('onResponse', async (request) => {
      const claim = claims.get(request);
      if (claim) inFlight.delete(claim.id);
    });
  },
  { name: 'idempotency', dependencies: ['core', 'reply', 'auth'] },
);
