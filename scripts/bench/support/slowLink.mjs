// A slow mobile link in front of a server, on loopback: each request waits `latencyMs` before it is forwarded, and
// every answer's bytes share one downlink of `downKbps` (a token bucket), as on one phone's connection. Counts the
// bytes of the answers it passes (status line and headers estimated, body exact), per path prefix.
import http from 'node:http';

/**
 * Starts the link on a free loopback port; resolves `{ origin, bytes(prefix), byCall(), reset(), setSlow(bool), close() }`.
 * While `setSlow(false)` the link passes everything at once (for a set-up visit).
 */
export async function slowLink({ target, latencyMs, downKbps }) {
  const bytesPerMs = (downKbps * 1000) / 8 / 1000;
  let slow = true;
  let nextFree = 0;
  const counted = [];
  const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

  /** When `size` bytes may pass the downlink: after every byte before them. */
  function reserve(size) {
    if (!slow) return 0;
    const now = Date.now();
    nextFree = Math.max(now, nextFree) + size / bytesPerMs;
    return nextFree - now;
  }

  const server = http.createServer(async (request, reply) => {
    if (slow) await wait(latencyMs);
    const forward = http.request(
      `${target}${request.url}`,
      { method: request.method, headers: { ...request.headers, host: new URL(target).host } },
      (answer) => {
        const head =
          17 + Object.entries(answer.headers).reduce((sum, [k, v]) => sum + k.length + String(v).length + 4, 0);
        counted.push({ path: request.url ?? '', bytes: head });
        const entry = counted.at(-1);
        reply.writeHead(answer.statusCode ?? 502, answer.headers);
        // Chunks pass in order, each once the downlink has carried the bytes before it; the end after the last.
        let sent = Promise.resolve();
        answer.on('data', (chunk) => {
          entry.bytes += chunk.length;
          const delay = reserve(chunk.length);
          sent = sent.then(() => wait(delay)).then(() => reply.write(chunk));
        });
        answer.on('end', () => {
          sent = sent.then(() => reply.end());
        });
      },
    );
    forward.on('error', () => reply.destroy());
    request.pipe(forward);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    origin: `http://127.0.0.1:${port}`,
    /** Bytes answered since the last reset, over the paths that start with `prefix`; and how many answers. */
    bytes: (prefix = '') => {
      const some = counted.filter((one) => one.path.startsWith(prefix));
      return { bytes: some.reduce((sum, one) => sum + one.bytes, 0), answers: some.length };
    },
    /** Answers since the last reset per API call (the path's `/api/<call>` part), most first. */
    byCall: () => {
      const counts = new Map();
      for (const { path } of counted) {
        const section = /[?&]section=([^&]+)/.exec(path)?.[1];
        const call = /^\/api\/([^/?]+)/.exec(path)?.[1]?.concat(section ? ` (${section})` : '');
        if (call) counts.set(call, (counts.get(call) ?? 0) + 1);
      }
      return [...counts].sort((a, b) => b[1] - a[1]);
    },
    reset: () => counted.splice(0),
    setSlow: (value) => {
      slow = value;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(resolve);
      }),
  };
}
