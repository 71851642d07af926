/** Types of kill9.mjs for the mock's test that runs it. */
export interface Kill9Result {
  cycles: number;
  /** Writes answered 2xx: uploads and deletions. */
  acknowledged: number;
  lost: number;
  corrupt: number;
  problems: string[];
  filesChecked?: number;
  deletions?: number;
  /** Acknowledged files still kept at the end, by the collection whose record names them. */
  keptBy?: Record<string, number>;
}

export function runKill9(options?: {
  cycles?: number;
  burstMs?: [number, number];
  log?: (line: string) => void;
}): Promise<Kill9Result>;
