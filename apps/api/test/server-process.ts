import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';

const serverPath = fileURLToPath(new URL('../src/server.ts', import.meta.url));
const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** A port nothing listens on right now. */
export async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface ServerProcess {
  url: string;
  pid: number;
  /** What the process wrote, for the message of a failing test. */
  output(): string;
  /** Resolves once `/health/ready` answers 200; rejects when the process ends first or `ms` pass. */
  ready(ms?: number): Promise<void>;
  /** True while the process runs. */
  alive(): boolean;
  /** Sends the signal and waits for the process to end (SIGKILL: a crash, SIGTERM: a shutdown). */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** The API server as operators start it (`apps/api/src/server.ts`), a process of its own, on a free port. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', serverPath], {
    cwd: repositoryRoot,
    // Mailed links lead back to this process unless the caller names another address.
    env: { ...process.env, LOG_LEVEL: 'warn', PUBLIC_URL: url, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk));
  let exitCode: number | null | undefined;
  const exited = once(child, 'exit').then(([code]) => (exitCode = code as number | null));

  return {
    url,
    pid: child.pid!,
    output: () => output,
    alive: () => exitCode === undefined,
    async ready(ms = 120_000) {
      const until = Date.now() + ms;
      while (Date.now() < until) {
        if (exitCode !== undefined) throw new Error(`the server ended (${exitCode}) before it was ready:\n${output}`);
        const status = await fetch(`${url}/health/ready`).then((r) => r.status, () => 0);
        if (status === 200) return;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      throw new Error(`the server was not ready within ${ms} ms:\n${output}`);
    },
    async stop(signal = 'SIGTERM') {
      if (exitCode !== undefined) return;
      child.kill(signal);
      await exited;
    },
  };
}
