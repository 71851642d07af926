/** Types of sigterm.mjs for the mock's test that runs it. */
export interface SigtermResult {
  rounds: number;
  /** Milliseconds from SIGTERM to the exit, per round. */
  exitMs: number[];
  exitCodes: (number | string)[];
  /** Writes by outcome: acknowledged, refused503, otherStatus, unansweredBefore, refusedAfter, cutAfter. */
  counts: Record<string, number>;
  acknowledged?: number;
  keys?: number;
  problems: string[];
}

export function runSigterm(options?: {
  rounds?: number;
  seed?: number;
  trainees?: number;
  burstMs?: [number, number];
  log?: (line: string) => void;
}): Promise<SigtermResult>;
