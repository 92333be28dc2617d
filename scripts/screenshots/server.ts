// The app as `npm start` runs it, on a database of its own: a fresh PGlite directory with the demo seed,
// removed again when the server stops.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(import.meta.dirname, '../..');
const READY_TIMEOUT_MS = 180_000;

export interface RunningApp {
  origin: string;
  stop(): Promise<void>;
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

async function waitUntilReady(origin: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server stopped while starting (exit ${server.exitCode})`);
    const ready = await fetch(`${origin}/health/ready`).then((answer) => answer.ok, () => false);
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server was not ready at ${origin}/health/ready within ${READY_TIMEOUT_MS / 1000} s`);
}

/** Starts the API (which serves the built web app) on the port and waits until `/health/ready` answers 200. */
export async function startApp(port: number): Promise<RunningApp> {
  if (!(await portIsFree(port))) throw new Error(`port ${port} is in use; choose another with SCREENSHOTS_PORT`);
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'messeportal-screenshots-'));
  const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'apps/api/src/server.ts')], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    // PGlite and the outbox log: a DATABASE_URL or SMTP_URL of the shell must not reach a real database or mailbox.
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, PUBLIC_URL: origin, LOG_LEVEL: 'warn', DATABASE_URL: '', SMTP_URL: '' },
  });
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  // Whatever ends this process (an error, Ctrl-C) ends the server and removes its data.
  const cleanUp = () => {
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  };
  process.once('exit', cleanUp);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));

  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      server.kill('SIGTERM');
      const killLater = setTimeout(() => server.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(killLater);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilReady(origin, server);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}
