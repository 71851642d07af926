import { buildApp } from './app.ts';
import { systemClock } from './clock.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDb } from './db/open.ts';
import { sweepUploads } from './plugins/files.ts';
import { createSeed } from './seed/index.ts';
import { stopOnSignals } from './shutdown.ts';

async function main() {
  const config = loadConfig();
  const seed = createSeed({ seed: config.seed, today: config.today });
  const db = await openDb(config.dataDir, seed, { snapshotAfterBytes: config.snapshotAfterBytes });
  const app = await buildApp({ db, config, clock: systemClock, seed, logger: { level: config.logLevel } });
  // A crash (kill -9, power loss) between storing a file and writing its record leaves files no record names.
  const swept = await sweepUploads(app);
  if (swept.unreferenced + swept.partial + swept.dropped > 0 || swept.migrated)
    app.log.info(swept, 'uploads: removed files that no record names');

  stopOnSignals(app, db);

  await app.listen({ port: config.port, host: config.host });
  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const port = (app.server.address() as { port: number } | null)?.port ?? config.port;
  if (config.trainerPasscodeGenerated) {
    // Printed whatever the log level: without it nobody can open the trainer console.
    console.log(
      `Trainer passcode: ${config.trainerPasscode} (set MOCK_TRAINER_PASSCODE to choose it); console at http://${shown}:${port}/trainer`,
    );
  }
  app.log.info(
    `Mock API ready at http://${shown}:${port} (data: ${config.dataDir}, seed ${config.seed}, today ${config.today})`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
