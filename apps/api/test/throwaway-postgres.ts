import { execFile, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The newest installed PostgreSQL server binaries (Debian keeps them out of PATH), if any. */
export function postgresBinaries(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root).filter((v) => existsSync(join(root, v, 'bin/initdb'))).sort((a, b) => Number(b) - Number(a));
  return versions[0] && join(root, versions[0], 'bin');
}

/**
 * A PostgreSQL server of the test's own, in a temporary folder on its own port, for tests that stop or restart
 * the database (never the shared one). As root it runs as the postgres user, as PostgreSQL demands.
 */
export function startThrowawayPostgres(port: number) {
  const bin = postgresBinaries();
  if (!bin) throw new Error('no PostgreSQL server binaries under /usr/lib/postgresql');
  const dir = mkdtempSync(join(tmpdir(), 'mp-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { uid, gid } = { uid: Number(idOf('-u')), gid: Number(idOf('-g')) };
    chownSync(dir, uid, gid);
  }
  const command = (tool: string, args: string[]) => (asRoot ? ['runuser', '-u', 'postgres', '--', join(bin, tool), ...args] : [join(bin, tool), ...args]);
  const run = (tool: string, args: string[]) => {
    const [file, ...rest] = command(tool, args);
    const result = spawnSync(file!, rest, { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${tool} ${args.join(' ')} failed: ${result.stderr}${result.stdout}`);
  };
  const data = join(dir, 'data');
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const ctlArgs = (...args: string[]) => ['-D', data, '-l', join(dir, 'log'), '-w', '-o', options, ...args];
  run('pg_ctl', ctlArgs('start'));
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    /**
     * Restarts the server the way maintenance does: every connection is ended ("fast" shutdown). Resolves once
     * it accepts connections again; the caller's event loop runs on meanwhile.
     */
    async restart() {
      const [file, ...rest] = command('pg_ctl', ctlArgs('-m', 'fast', 'restart'));
      await promisify(execFile)(file!, rest);
    },
    stop() {
      run('pg_ctl', ctlArgs('-m', 'immediate', 'stop'));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function idOf(flag: string): string {
  return spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim();
}
