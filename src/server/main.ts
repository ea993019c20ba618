import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { openDatabase } from './db/client.ts';

const webDist = fileURLToPath(new URL('../../dist/web', import.meta.url));

function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`parley: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}

export async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: config.dataDir },
  );
  const app = await buildApp({ config, database, webDist, logger: config.nodeEnv !== 'test' });
  const admin = await app.services.auth.ensureFirstAdmin(config.admin);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: closing`);
    // In-flight requests finish first; then the database closes, so PGlite never stops mid-write.
    const force = setTimeout(() => {
      console.error('parley: shutdown took over 10 s; exiting without waiting further');
      process.exit(1);
    }, 10_000).unref();
    const startedAt = Date.now();
    try {
      await app.close();
      await database.close();
    } catch (error) {
      console.error('parley: error while shutting down', error);
      process.exitCode = 1;
    } finally {
      clearTimeout(force);
      if (config.nodeEnv !== 'test') console.log(`parley: stopped in ${Date.now() - startedAt} ms`);
      process.exit();
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = config.publicUrl ?? `http://localhost:${port}`;
  const lines = [
    '',
    `  Parley is running at ${url}`,
    `  Database: ${database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL'}`,
  ];
  if (admin.password) {
    lines.push(
      '',
      '  First admin account (shown once; change the password after signing in):',
      `    email:    ${admin.email}`,
      `    password: ${admin.password}`,
    );
  } else {
    lines.push(`  Admin account: ${admin.email}`);
  }
  console.log(lines.join('\n') + '\n');
}

await main();
