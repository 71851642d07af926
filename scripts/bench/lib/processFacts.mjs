// What the classroom benchmark reads of the mock's process and data folder: memory, CPU time, bytes on disk.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Bytes of /proc/<pid>/status: resident now and its peak. */
export function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name) => Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)?.[1] ?? NaN) * 1024;
  return { rss: kb('VmRSS'), peak: kb('VmHWM') };
}

/** Seconds of CPU (user + system) the process has used: its main thread and its helpers (libuv's pool, GC). */
export function cpuSecondsOf(pid) {
  // Fields after the command's closing parenthesis; utime and stime are the 12th and 13th, in clock ticks (100/s).
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Bytes of the mock's state files (snapshot + journal) in `dataDir` and of its stored uploads. */
export function dataSize(dataDir) {
  const size = (file) => {
    try {
      return statSync(file).size;
    } catch {
      return 0;
    }
  };
  const uploads = join(dataDir, 'uploads');
  let files = 0;
  try {
    for (const name of readdirSync(uploads)) files += size(join(uploads, name));
  } catch {
    /* none yet */
  }
  return { state: size(join(dataDir, 'db.json')) + size(join(dataDir, 'db.journal')), files };
}
