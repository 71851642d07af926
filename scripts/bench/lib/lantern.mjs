// Lighthouse's simulated figures opened up, from one run's artifacts: what the simulated LCP waits for, and which
// tasks make the simulated TBT. Under `throttlingMethod: 'simulate'` Lighthouse loads the page at full speed, builds
// a graph of its requests and main-thread tasks, and replays it on a model of Slow 4G and a 4× slower CPU (Lantern).
// The LCP is the end of that replay for the requests and tasks that started before the observed LCP; the TBT counts
// each replayed task over 50 ms between the simulated FCP and TTI. The two computed metrics below are Lighthouse 12's
// own modules, not its public API: an upgrade may move them.
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { LanternTotalBlockingTime } from 'lighthouse/core/computed/metrics/lantern-total-blocking-time.js';

const LONG_TASK_MS = 50;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function describeTask(node) {
  const file = (event) => (event.args?.data?.url ? ` ${event.args.data.url.split('/').pop()}` : '');
  return node.childEvents
    .filter((event) => event.dur > 2000)
    .sort((a, b) => b.dur - a.dur)
    .slice(0, 3)
    .map((event) => `${event.name}${file(event)} ${(event.dur / 1000).toFixed(1)}`)
    .join(', ');
}

/** Lines to print: the LCP's replayed requests (start–end, size) and tasks of 20 ms or more, then TBT's long tasks. */
export async function lanternPaths(lhr, artifacts) {
  const settings = lhr.configSettings;
  const context = { computedCache: new Map(), settings };
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    simulator: null,
  };
  const origin = new URL(artifacts.URL.finalDisplayedUrl).origin;
  const lcp = await LanternLargestContentfulPaint.request(data, context);
  const lines = [`LCP ${Math.round(lcp.timing)} ms waits for (pessimistic graph, simulated ms):`];
  const byStart = (timings) => [...timings.entries()].sort((a, b) => a[1].startTime - b[1].startTime);
  for (const [node, timing] of byStart(lcp.pessimisticEstimate.nodeTimings)) {
    const span = `${Math.round(timing.startTime)}–${Math.round(timing.endTime)}`;
    if (node.type === 'network')
      lines.push(`  ${span} ${node.request.url.replace(origin, '')} ${kb(node.request.transferSize)}`);
    else if (timing.duration >= 20) lines.push(`  ${span} task: ${describeTask(node) || 'short events'}`);
  }
  const tbt = await LanternTotalBlockingTime.request(data, context);
  lines.push(
    `TBT ${Math.round(tbt.timing)} ms from tasks of ${LONG_TASK_MS} ms or more (optimistic graph, simulated ms):`,
  );
  for (const [node, timing] of byStart(tbt.optimisticEstimate.nodeTimings)) {
    if (node.type !== 'cpu' || timing.duration < LONG_TASK_MS) continue;
    lines.push(
      `  ${Math.round(timing.startTime)}+${Math.round(timing.duration)} ${describeTask(node) || 'short events'}`,
    );
  }
  return lines;
}
