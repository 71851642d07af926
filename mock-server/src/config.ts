import { randomInt } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { clockInRadiusM, indiaIsoDay } from '@assessor/contract';
import { passcodeWords } from './passcodeWords.ts';

/** Everything the mock reads from the environment. This is the only module that reads `process.env`. */
export interface Config {
  port: number;
  host: string;
  /** Folder holding the lowdb file(s); created when missing. */
  dataDir: string;
  /** Faker seed of the demo data. */
  seed: number;
  /** Reference date of the seed, 'YYYY-MM-DD' (batches are placed around it). */
  today: string;
  maxFileMb: number;
  /** The built client (index.html, assets/). */
  clientDist: string;
  /** Fastify log level (`info` logs every request; benchmarks and e2e use `warn`). */
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** `backend`: answer in the real API's shapes (plugins/quirks.ts); `none`: our tidy shapes. */
  quirks: 'none' | 'backend';
  /** Radius in metres around an exam centre inside which a clock-in is taken (MOCK_GEOFENCE_M, default the contract's clockInRadiusM, 500). */
  geofenceM: number;
  /** `MOCK_TRAINER_PASSCODE`: every `/__mock/` call but health needs it in `x-trainer-passcode`. */
  trainerPasscode: string;
  /** No passcode was set: one was made up at start (main.ts prints it). */
  trainerPasscodeGenerated?: boolean;
  /**
   * `MOCK_SNAPSHOT_AFTER_BYTES`: take a background snapshot once the journal holds this many bytes; unset, once it
   * outgrows the snapshot (at least 1 MB). Crash tests set it small to snapshot and compact all the time.
   */
  snapshotAfterBytes?: number;
}

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export const DEFAULT_SEED = 20240501;
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

type Env = Readonly<Record<string, string | undefined>>;

export function loadConfig(env: Env = process.env, now: number = Date.now()): Config {
  const problems: string[] = [];
  const value = (name: string) => {
    const raw = env[name]?.trim();
    return raw === '' ? undefined : raw;
  };
  const integer = (name: string, fallback: number, min: number, max: number) => {
    const raw = value(name);
    if (raw === undefined) return fallback;
    const n = Number(raw);
    if (!/^\d+$/.test(raw) || n < min || n > max) {
      problems.push(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
    }
    return n;
  };

  const port = integer('PORT', 3000, 0, 65535);
  const seed = integer('MOCK_SEED', DEFAULT_SEED, 0, 2 ** 32 - 1);
  const maxFileMb = Number(value('MOCK_MAX_FILE_MB') ?? 10);
  if (!Number.isFinite(maxFileMb) || maxFileMb <= 0 || maxFileMb > 1024) {
    problems.push(`MOCK_MAX_FILE_MB must be a number above 0 and at most 1024 (got "${value('MOCK_MAX_FILE_MB')}")`);
  }
  const today = value('MOCK_TODAY') ?? indiaIsoDay(now);
  if (!isIsoDate(today)) problems.push(`MOCK_TODAY must be a real date written YYYY-MM-DD (got "${today}")`);

  const logLevel = (value('MOCK_LOG_LEVEL') ?? 'info') as Config['logLevel'];
  if (!logLevels.includes(logLevel))
    problems.push(`MOCK_LOG_LEVEL must be one of ${logLevels.join(', ')} (got "${logLevel}")`);

  const quirks = (value('MOCK_QUIRKS') ?? 'none') as Config['quirks'];
  if (quirks !== 'none' && quirks !== 'backend') problems.push(`MOCK_QUIRKS must be none or backend (got "${quirks}")`);

  const geofenceM = integer('MOCK_GEOFENCE_M', clockInRadiusM, 1, 1_000_000);
  const snapshotAfter = value('MOCK_SNAPSHOT_AFTER_BYTES');
  const snapshotAfterBytes =
    snapshotAfter === undefined ? undefined : integer('MOCK_SNAPSHOT_AFTER_BYTES', 0, 1, 2 ** 40);
  const passcode = value('MOCK_TRAINER_PASSCODE');
  if (passcode !== undefined && !/^[\x21-\x7e]{8,128}$/.test(passcode)) {
    problems.push('MOCK_TRAINER_PASSCODE must be 8 to 128 visible ASCII characters without spaces');
  }

  if (problems.length > 0) {
    throw new ConfigError(`Invalid mock-server configuration:\n  - ${problems.join('\n  - ')}`);
  }
  return {
    port,
    host: value('HOST') ?? '0.0.0.0',
    dataDir: path.resolve(value('MOCK_DATA_DIR') ?? path.join(repoRoot, '.data')),
    seed,
    today,
    maxFileMb,
    clientDist: path.resolve(value('CLIENT_DIST') ?? path.join(repoRoot, 'client/dist')),
    logLevel,
    quirks,
    geofenceM,
    ...(snapshotAfterBytes === undefined ? {} : { snapshotAfterBytes }),
    ...(passcode === undefined
      ? { trainerPasscode: madeUpPasscode(), trainerPasscodeGenerated: true }
      : { trainerPasscode: passcode }),
  };
}

/**
 * Three short words joined by '-' (`maple-otter-drum`): read aloud to a class and typed on a phone without mistakes,
 * and with guesses limited per address (plugins/trainerPasscode.ts) far out of reach. Printed at start.
 */
export function madeUpPasscode(): string {
  return Array.from({ length: 3 }, () => passcodeWords[randomInt(passcodeWords.length)]!).join('-');
}

function isIsoDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}
