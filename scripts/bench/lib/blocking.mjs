// Blocking time from a Lighthouse run's own trace, counted two ways, to tell the page's work from the machine's load.
//
// Lighthouse's simulated TBT takes each main-thread task's wall time as traced, times the CPU slowdown (4), and counts
// what exceeds 50 ms after the first paint. On a busy machine (two cores shared by the browser's processes, the mock
// and the benchmark) a task's wall time includes the time the thread waited for a core, so the same page scores very
// differently run to run; the static baseline page shows it. A task's thread time (`tdur`, the CPU the main thread
// itself used) leaves that wait out: the same sum over thread times is the blocking the page's own work would cause.

const LONG_TASK_MS = 50;

/** The renderer main thread that parsed the measured page: its pid and tid. */
function pageMainThread(events) {
  const parsed = events.find((event) => event.name === 'ParseHTML' && event.args?.beginData?.url?.startsWith('http'));
  return parsed ? { pid: parsed.pid, tid: parsed.tid } : null;
}

/**
 * `{ wall, cpu }` in ms: Σ max(0, slowdown × duration − 50) over the page's top-level main-thread tasks that start
 * after its first contentful paint, with duration the task's wall time and its thread time. Null when the trace has
 * no first paint of the page.
 */
export function blockingAfterFirstPaint(events, slowdown = 4) {
  const thread = pageMainThread(events);
  if (!thread) return null;
  const onThread = (event) => event.pid === thread.pid && event.tid === thread.tid;
  const paint = events.find((event) => event.name === 'firstContentfulPaint' && event.pid === thread.pid);
  if (!paint) return null;
  const tasks = events.filter((event) => onThread(event) && event.ph === 'X' && event.name === 'RunTask' && event.ts >= paint.ts);
  const blocking = (ms) => Math.max(0, slowdown * ms - LONG_TASK_MS);
  let wall = 0;
  let cpu = 0;
  for (const task of tasks) {
    wall += blocking(task.dur / 1000);
    cpu += blocking((task.tdur ?? task.dur) / 1000);
  }
  return { wall, cpu };
}
