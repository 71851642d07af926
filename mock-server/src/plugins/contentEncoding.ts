import fp from 'fastify-plugin';

/** The one body coding the mock reads; RFC 9110 §8.4.1: "identity" means no coding at all. */
const IDENTITY = 'identity';

/** The codings a request says its body carries, lower-cased, `identity` left out. */
export function bodyCodings(header: string | string[] | undefined): string[] {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  return text
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter((part) => part !== '' && part !== IDENTITY);
}

/**
 * A body sent compressed (`Content-Encoding: gzip`, `br`, `deflate`, anything but identity) is refused with 415
 * before it is read: the parsers would otherwise take the compressed bytes as they are (a JSON body that happens to be
 * plain text is acted on as if it had been decoded) or fail somewhere deep. The mock decodes no request coding, as
 * the real API does not; the client never compresses what it sends.
 */
export default fp(
  async (app) => {
    app.addHook('onRequest', async (request, reply) => {
      const codings = bodyCodings(request.headers['content-encoding']);
      if (codings.length === 0) return undefined;
      const message = `Content-Encoding ${codings.join(', ')} is not supported: send the body uncompressed`;
      request.log.info({ codings }, 'refused a coded request body');
      // RFC 9110 §15.5.16: a 415 for a coding names the codings that are taken.
      return reply.header('accept-encoding', IDENTITY).fail(415, message);
    });
  },
  { name: 'content-encoding', dependencies: ['reply'] },
);
