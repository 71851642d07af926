// A small HTTP load generator on node's own http module (keep-alive agents), for loopback benchmarks.
import http from 'node:http';

/** One GET; resolves { status, etag, ms } or { error, ms }. Never rejects. */
export function get(agent, port, path, headers = {}, timeoutMs = 10_000) {
  const started = process.hrtime.bigint();
  return new Promise((resolve) => {
    const done = (result) => resolve({ ...result, ms: Number(process.hrtime.bigint() - started) / 1e6 });
    const request = http.request({ host: '127.0.0.1', port, path, method: 'GET', agent, headers }, (response) => {
      response.on('data', () => undefined);
      response.on('end', () => done({ status: response.statusCode, etag: response.headers.etag }));
      response.on('error', (error) => done({ error: error.message }));
    });
    request.setTimeout(timeoutMs, () => request.destroy(new Error('timeout')));
    request.on('error', (error) => done({ error: error.message }));
    request.end();
  });
}

/** As many requests as `connections` keep-alive connections manage in `seconds`; answers requests per second. */
export async function throughput({ port, path, headers = {}, connections = 32, seconds = 5, expect = 200 }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const until = Date.now() + seconds * 1000;
  let ok = 0;
  let errors = 0;
  const started = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < until) {
        const result = await get(agent, port, path, headers);
        if (result.status === expect) ok++;
        else errors++;
      }
    }),
  );
  const elapsed = Number(process.hrtime.bigint() - started) / 1e9;
  agent.destroy();
  return { rps: ok / elapsed, ok, errors };
}

export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
