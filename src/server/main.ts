import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { DataDirError, secureDataDir } from './data-dir.ts';
import { openDatabase } from './db/client.ts';
import { formatErrorForConsole } from './http/logging.ts';
import { createRedactor, type Redact } from './providers/redact.ts';
import { configuredSecrets } from './providers/registry.ts';

const webDist = fileURLToPath(new URL('../../dist/web', import.meta.url));

/**
 * What is printed of an error outside the logger is cleaned like the log (a failed statement's
 * parameters can hold password hashes); the configured secrets are known once the config is.
 */
let redact: Redact = createRedactor({ keys: [] });

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

/** DATA_DIR made private before anything is written to it, or the start stops. */
function secureDataDirOrExit(dir: string, { quiet = false } = {}): void {
  try {
    const tightened = secureDataDir(dir);
    if (tightened > 0 && !quiet) {
      console.warn(
        `parley: ${tightened} entries under ${dir} were open to other users; made private (0700/0600)`,
      );
    }
  } catch (error) {
    if (error instanceof DataDirError) {
      console.error(`parley: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}

export async function main(): Promise<void> {
  // Everything this process creates (PGlite files, secret.key) is its user's only.
  process.umask(0o077);
  const config = loadConfigOrExit();
  redact = createRedactor(configuredSecrets(config.providers));
  secureDataDirOrExit(config.dataDir);
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: config.dataDir },
  );
  // PGlite's file system chmods what it creates at first start (and a few files at each open) to
  // 0666 whatever the umask; make those private too. Files it creates later honour the umask.
  if (database.kind === 'pglite') secureDataDirOrExit(config.dataDir, { quiet: true });
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
      console.error(`parley: error while shutting down: ${formatErrorForConsole(error, redact)}`);
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

try {
  await main();
} catch (error) {
  console.error(`parley: could not start: ${formatErrorForConsole(error, redact)}`);
  process.exit(1);
}
