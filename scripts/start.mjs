// `npm start`: builds the web app when its build is missing or older than its sources, then runs the API,
// which migrates the database, seeds the demo data into an empty one and serves API and web on PORT.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildWebIfStale } from './web-build.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
if (!buildWebIfStale()) process.exit(1);

const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'apps/api/src/server.ts')], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
