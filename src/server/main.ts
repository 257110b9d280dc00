import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { DatabaseUnavailableError, embeddedDatabaseDir, openPostgres } from './db/client.ts';
import { realWords } from './modules/catalog/real-words.ts';
import { PROJECT_ROOT } from './paths.ts';
import type { PageRenderer } from './plugins/spa.ts';
import { prepareRuntime } from './start.ts';

const CLIENT_DIR = path.join(PROJECT_ROOT, 'dist/client');
const RENDERER_FILE = path.join(PROJECT_ROOT, 'dist/server/entry-server.js');

/** The built server renderer of the public pages (`npm run build` makes it beside the web app). */
async function loadRenderer(): Promise<PageRenderer> {
  if (!fs.existsSync(RENDERER_FILE)) throw new ConfigError(`The web app is not built (${RENDERER_FILE} is missing). Run "npm run build" first.`);
  return (await import(pathToFileURL(RENDERER_FILE).href)) as PageRenderer;
}
const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const serveClient = !process.argv.includes('--dev');
  const { database, storage } = await prepareRuntime(config, (message) => console.log(message));
  const readDatabase = config.databaseReadUrl ? await openPostgres(config.databaseReadUrl) : undefined;
  const app = await buildApp({
    config,
    database,
    readDatabase,
    storage,
    clientDir: serveClient ? CLIENT_DIR : undefined,
    renderer: serveClient ? await loadRenderer() : undefined,
    logger: { level: config.logLevel },
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`${signal} received: closing.`);
    const timer = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
    await app.close();
    await database.close();
    await readDatabase?.close();
    clearTimeout(timer);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  // The address actually bound (PORT=0 asks the system for a free port).
  const address = await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl ? `PostgreSQL${readDatabase ? ', the catalogue read from its replica' : ''}` : `the embedded database in ${embeddedDatabaseDir(config.dataDir)}`;
  console.log(
    serveClient
      ? `${config.shopName} is open at ${address} (data: ${where}; e-mail: ${config.mail ? `sent as ${config.mail.from}` : 'off, no SMTP_URL'}).`
      : `The API is listening on ${address} (data: ${where}); open the app through Vite at http://localhost:5173.`,
  );
  // The words of the language the search reads typed words by, read once open rather than at the first visitor's search (about 80 ms).
  setImmediate(realWords);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DatabaseUnavailableError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
