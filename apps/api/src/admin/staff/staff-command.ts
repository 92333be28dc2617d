import { parseArgs } from 'node:util';
import { join } from 'node:path';
import { formatDate, translate } from '@messeportal/domain';
import type { AppConfig } from '../../platform/config.ts';
import { openDatabase } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { addStaff, changeRole, disableStaff, listStaff, passwordLinkFor, type StaffAccount } from './accounts.ts';

export const USAGE = `Usage: npm run staff -- <command>
  add EMAIL --role admin|sales|accounting [--name "Name"] [--password-stdin]
  list
  disable EMAIL
  role EMAIL admin|sales|accounting
  link EMAIL`;

/** Where the command reads a password from and writes its lines to: the process's streams, or a test's. */
export interface StaffCommandIo {
  stdin: AsyncIterable<string | Buffer>;
  stdout: (line: string) => void;
  stderr: (line: string) => void;
}

class UsageError extends Error {}

async function readAll(stdin: StaffCommandIo['stdin']): Promise<string> {
  let text = '';
  for await (const chunk of stdin) text += chunk;
  return text.replace(/\r?\n$/, '');
}

const state = (account: StaffAccount) =>
  account.disabledAt ? `disabled since ${formatDate(account.disabledAt)}` : account.hasPassword ? 'active' : 'invited (no password yet)';

const describe = (account: StaffAccount) => `${account.email}  ${account.role}  ${account.name}  ${state(account)}`;

/**
 * `npm run staff -- <command>` (staff-cli.ts): runs one command on the database the configuration names, which
 * it migrates but never seeds, and answers the exit code: 0 done, 1 refused (a translated reason), 2 wrong usage.
 */
export async function runStaffCommand(argv: string[], io: StaffCommandIo, config: AppConfig): Promise<number> {
  const linkOf = (token: string) => `${config.publicUrl}/#/be/set-password/${token}`;
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { role: { type: 'string' }, name: { type: 'string' }, 'password-stdin': { type: 'boolean' } },
  });
  const [command, email, extra] = positionals;
  const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: join(config.dataDir, 'pglite') });
  try {
    await database.exclusively(() => database.migrate());
    const db = database.db;
    switch (command) {
      case 'add': {
        if (!email || !values.role) throw new UsageError('add needs an e-mail address and --role');
        const password = values['password-stdin'] ? await readAll(io.stdin) : undefined;
        const { account, linkToken } = await addStaff(db, { email, role: values.role, name: values.name, password });
        io.stdout(`Added ${describe(account)}`);
        if (linkToken) io.stdout(`Set the password within 7 days, once, at:\n${linkOf(linkToken)}`);
        break;
      }
      case 'list':
        for (const account of await listStaff(db)) io.stdout(describe(account));
        break;
      case 'disable': {
        if (!email) throw new UsageError('disable needs an e-mail address');
        io.stdout(`Disabled ${describe(await disableStaff(db, email))}; its sessions have ended`);
        break;
      }
      case 'role': {
        if (!email || !extra) throw new UsageError('role needs an e-mail address and a role');
        io.stdout(`Changed ${describe(await changeRole(db, email, extra))}`);
        break;
      }
      case 'link': {
        if (!email) throw new UsageError('link needs an e-mail address');
        io.stdout(`Set the password within 7 days, once, at:\n${linkOf(await passwordLinkFor(db, email))}`);
        break;
      }
      default:
        throw new UsageError(command ? `unknown command '${command}'` : 'no command');
    }
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr(`${error.message}\n\n${USAGE}`);
      return 2;
    }
    if (error instanceof AppError) {
      io.stderr(error.fields.map((field) => ('code' in field ? translate(field.code, 'en', field.params) : field.message)).join('\n'));
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}
