/** Types of crashModel.mjs for the mock's test that runs it. */
export interface CrashModelResult {
  cycles: number;
  seed: number;
  /** Writes answered 2xx, of `sent`. */
  acknowledged: number;
  sent?: number;
  /** Keys of the ledger, every one compared with the state after every restart. */
  keys: number;
  /** Kills by the moment they landed in: random, snapshot, after snapshot, compaction. */
  moments: Record<string, number>;
  problems: string[];
  byKind?: Record<string, { sent: number; acknowledged: number }>;
}

export function runCrashModel(options?: {
  cycles?: number;
  seed?: number;
  trainees?: number;
  burstMs?: [number, number];
  /** 0: the mock's own threshold. */
  snapshotAfterBytes?: number;
  log?: (line: string) => void;
}): Promise<CrashModelResult>;
