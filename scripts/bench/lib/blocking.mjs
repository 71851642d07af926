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
 * In ms, Σ max(0, slowdown × duration − 50) over the page's top-level main-thread tasks, with duration the task's wall
 * time or its thread time: `wall` and `cpu` over the tasks that start after the page's first contentful paint (the
 * window of TBT), `cpuAll` over all of them from the navigation on. The last one is for a page whose first paint waits
 * for its start-up work: Lighthouse's simulation, which shortens the network, places that work after the simulated
 * first paint, so TBT counts it, while in the trace it came before. Null when the trace has no first paint of the page.
 */
export function blockingTimes(events, slowdown = 4) {
  const thread = pageMainThread(events);
  if (!thread) return null;
  const onThread = (event) => event.pid === thread.pid && event.tid === thread.tid;
  const paint = events.find((event) => event.name === 'firstContentfulPaint' && event.pid === thread.pid);
  if (!paint) return null;
  const blocking = (us) => Math.max(0, (slowdown * us) / 1000 - LONG_TASK_MS);
  const times = { wall: 0, cpu: 0, cpuAll: 0 };
  for (const task of events.filter((event) => onThread(event) && event.ph === 'X' && event.name === 'RunTask')) {
    const cpu = blocking(task.tdur ?? task.dur);
    times.cpuAll += cpu;
    if (task.ts < paint.ts) continue;
    times.wall += blocking(task.dur);
    times.cpu += cpu;
  }
  return times;
}
