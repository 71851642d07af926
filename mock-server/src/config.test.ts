import { indiaIsoDay } from '@assessor/contract';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_SEED, loadConfig, madeUpPasscode } from './config.ts';
import { passcodeWords } from './passcodeWords.ts';

describe('loadConfig', () => {
  it('has defaults for everything', () => {
    const config = loadConfig({}, Date.UTC(2025, 2, 9, 20, 0));
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      seed: DEFAULT_SEED,
      maxFileMb: 10,
      today: '2025-03-10',
      geofenceM: 500,
    });
    expect(path.basename(config.dataDir)).toBe('.data');
    expect(config.clientDist.endsWith(path.join('client', 'dist'))).toBe(true);
  });

  it('reads the variables', () => {
    const config = loadConfig({
      PORT: '3999',
      HOST: '127.0.0.1',
      MOCK_DATA_DIR: '/tmp/x',
      MOCK_SEED: '7',
      MOCK_TODAY: '2024-02-29',
      MOCK_MAX_FILE_MB: '2.5',
      CLIENT_DIST: '/tmp/dist',
      MOCK_LOG_LEVEL: 'warn',
      MOCK_QUIRKS: 'backend',
      MOCK_GEOFENCE_M: '750',
      MOCK_TRAINER_PASSCODE: 'lesson-42',
    });
    expect(config).toEqual({
      port: 3999,
      host: '127.0.0.1',
      dataDir: '/tmp/x',
      seed: 7,
      today: '2024-02-29',
      maxFileMb: 2.5,
      clientDist: '/tmp/dist',
      logLevel: 'warn',
      quirks: 'backend',
      geofenceM: 750,
      trainerPasscode: 'lesson-42',
    });
  });

  it.each([
    ['PORT', 'abc', /PORT must be a whole number/],
    ['PORT', '70000', /PORT must be a whole number/],
    ['MOCK_SEED', '-1', /MOCK_SEED must be a whole number/],
    ['MOCK_TODAY', '2025-02-30', /MOCK_TODAY must be a real date/],
    ['MOCK_TODAY', '10-03-2025', /MOCK_TODAY must be a real date/],
    ['MOCK_MAX_FILE_MB', '0', /MOCK_MAX_FILE_MB must be a number/],
    ['MOCK_LOG_LEVEL', 'loud', /MOCK_LOG_LEVEL must be one of/],
    ['MOCK_QUIRKS', 'real', /MOCK_QUIRKS must be none or backend/],
    ['MOCK_GEOFENCE_M', '0', /MOCK_GEOFENCE_M must be a whole number/],
    ['MOCK_TRAINER_PASSCODE', 'a b', /MOCK_TRAINER_PASSCODE must be 8 to 128/],
    ['MOCK_TRAINER_PASSCODE', '1234567', /MOCK_TRAINER_PASSCODE must be 8 to 128/],
  ])('rejects %s=%s with a clear message', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(message);
  });

  it('reads the snapshot threshold of crash tests, unset by default', () => {
    expect(loadConfig({}).snapshotAfterBytes).toBeUndefined();
    expect(loadConfig({ MOCK_SNAPSHOT_AFTER_BYTES: '65536' }).snapshotAfterBytes).toBe(65536);
    expect(() => loadConfig({ MOCK_SNAPSHOT_AFTER_BYTES: '0' })).toThrow(/MOCK_SNAPSHOT_AFTER_BYTES/);
  });

  it('makes up a three-word trainer passcode when none is set, and says so', () => {
    const config = loadConfig({});
    expect(config.trainerPasscode).toMatch(/^[a-z]{3,6}-[a-z]{3,6}-[a-z]{3,6}$/);
    expect(config.trainerPasscode.split('-').every((word) => passcodeWords.includes(word))).toBe(true);
    expect(config.trainerPasscodeGenerated).toBe(true);
    // Drawn at random each start, not one fixed passcode.
    expect(new Set(Array.from({ length: 20 }, () => madeUpPasscode())).size).toBeGreaterThan(15);
  });

  it('draws from 256 distinct short lowercase words', () => {
    expect(new Set(passcodeWords).size).toBe(256);
    expect(passcodeWords.every((word) => /^[a-z]{3,6}$/.test(word))).toBe(true);
  });

  it('lists every problem at once', () => {
    expect(() => loadConfig({ PORT: 'x', MOCK_SEED: 'y' })).toThrow(/PORT[\s\S]*MOCK_SEED/);
  });

  it('takes today in India', () => {
    expect(indiaIsoDay(Date.UTC(2025, 0, 31, 19, 0))).toBe('2025-02-01');
  });
});
