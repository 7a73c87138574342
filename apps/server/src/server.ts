import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { DataDirLockedError } from './db/data-dir-lock';
import { demoAccounts, demoPassword } from './db/seed/demo-accounts';

async function main() {
  const config = loadConfig();
  // Start in under 2 s (issue 13): the embedded PostgreSQL starts (about 1 s) while the rest of
  // the server's modules load, imported only once the database has begun opening.
  const opening = openDatabase(config);
  opening.catch(() => {}); // awaited below: a failure to open is reported there, not as unhandled
  const [{ buildApp }, { seedDemoIfEmpty }, { adminSocketPath, startAdminSocket }, { backupPglite }] = await Promise.all([
    import('./app'),
    import('./db/seed/seed-demo'),
    import('./cli/admin-socket'),
    import('./modules/backup/backup.service'),
  ]);
  const database = await opening;
  await database.migrate();
  const seeded = config.seedDemo && (await seedDemoIfEmpty(database.db));

  const app = await buildApp({ config, database });
  // The embedded database is ours alone: operator commands come to us (cli/admin-socket.ts).
  if (database.kind === 'pglite') {
    const adminSocket = await startAdminSocket({
      socketPath: adminSocketPath(config.dataDir),
      services: app.services,
      log: app.log,
      backup: (file, operator) => backupPglite(database, file, operator),
    });
    app.addHook('preClose', () => adminSocket.close());
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info(`${signal} received: finishing requests, then closing`);
      app.close().then(
        () => process.exit(0),
        (error) => {
          app.log.error(error);
          process.exit(1);
        },
      );
    });
  }

  await app.listen({ port: config.port, host: config.host });
  const where = database.kind === 'pglite' ? `embedded PostgreSQL in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)';
  console.log(
    [
      '',
      `Tabib is running at ${config.publicUrl}  (${where}${seeded ? ', demo practice seeded' : ''})`,
      `Demo accounts, password ${demoPassword}:`,
      ...demoAccounts.map((account) => `  ${account.email.padEnd(28)} ${account.who}`),
      '',
    ].join('\n'),
  );
}

main().catch((error) => {
  if (error instanceof DataDirLockedError) {
    console.error(`\n${error.message}\n`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
