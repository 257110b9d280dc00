import { type ChildProcess, spawn } from 'node:child_process';

/** How long a test waits for a shop process to say it is listening. */
const START_TIMEOUT_MS = 60_000;

export interface ServerProcess {
  child: ChildProcess;
  /** The address it listens on, e.g. http://127.0.0.1:41234. */
  base: string;
  /** Everything it has printed so far. */
  output: () => string;
}

/**
 * A shop server in a process of its own, as `npm run dev` starts its API (no web app), on a port the
 * system chooses. `env` adds to (or overrides) the test's environment: DATA_DIR, DATABASE_URL, and so on.
 */
export async function startServerProcess(env: NodeJS.ProcessEnv): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts', '--dev'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', SEED_DEMO: 'false', NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const base = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The server did not start: ${output}`)), START_TIMEOUT_MS);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/[\d.:]+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => reject(new Error(`The server stopped (${code}): ${output}`)));
  });
  return { child, base, output: () => output };
}
