import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** A refused body is read (and dropped) up to this much after the answer; beyond it the connection is cut. */
export const REFUSED_BODY_READ_BYTES = 128 * 1024 * 1024;
/** ... or for this long. */
export const REFUSED_BODY_READ_MS = 30_000;

/**
 * An error answered before the request's body was read (a 413 for a body over the limit, a 415 for a coded body, a
 * 401 before an upload) must reach a client that is still sending it. Fastify answers such errors with
 * `Connection: close`, and Node then closes the socket as soon as the answer is written: with the client's bytes
 * still unread, the close is a reset, and a client that reads only after sending (fetch, a browser restoring a state
 * file) sees a network error instead of the answer. So the answer keeps the connection open, and the rest
 * of the body is read and dropped, up to REFUSED_BODY_READ_BYTES or REFUSED_BODY_READ_MS, after which the connection
 * is cut; a body read to its end leaves the connection usable.
 */
export default fp(
  async (app) => {
    app.addHook('onSend', async (request, reply, payload) => {
      // While stopping (plugins/stopping.ts) the connection is to close: the server is going away.
      if (reply.statusCode >= 400 && !app.stopping && bodyUnread(request)) {
        reply.removeHeader('connection');
        drain(request);
      }
      return payload;
    });
  },
  { name: 'refused-bodies', dependencies: ['stopping'] },
);

/** Whether the request has a body that was not read to its end. */
function bodyUnread(request: FastifyRequest): boolean {
  const { raw } = request;
  const hasBody = Number(raw.headers['content-length'] ?? 0) > 0 || raw.headers['transfer-encoding'] !== undefined;
  return hasBody && !raw.complete;
}

/** Reads the rest of the body and drops it, within the bounds. */
function drain(request: FastifyRequest): void {
  const { raw } = request;
  let read = 0;
  // An injected request (app.inject) has a stand-in socket that cannot be destroyed: nothing to cut there.
  const cut = () => {
    const socket = raw.socket as { destroy?: unknown } | null;
    if (typeof socket?.destroy === 'function') raw.socket.destroy();
  };
  const timer = setTimeout(cut, REFUSED_BODY_READ_MS);
  timer.unref();
  raw.on('data', (chunk: Buffer) => {
    read += chunk.length;
    if (read > REFUSED_BODY_READ_BYTES) cut();
  });
  raw.once('end', () => clearTimeout(timer));
  raw.once('close', () => clearTimeout(timer));
  raw.resume();
}
