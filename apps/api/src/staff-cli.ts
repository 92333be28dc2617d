// `npm run staff -- <command>`: the organiser's staff accounts from the command line, on the database the server
// uses (DATABASE_URL, else PGlite in DATA_DIR). It migrates the database but never seeds it: the server's first
// start decides about the demo data (DEMO).
//
//   add EMAIL --role admin|sales|accounting [--name "…"] [--password-stdin]
//   list
//   disable EMAIL
//   role EMAIL admin|sales|accounting
//   link EMAIL          a new one-time link to set the password (the old ones stop working)
import { parseArgs } from 'node:util';
import { join } from 'node:path';
import { formatDate, translate } from '@messeportal/domain';
import { readConfig } from './platform/config.ts';
import { openDatabase } from './platform/db/client.ts';
import { AppError } from './platform/http/app-error.ts';
import { addStaff, changeRole, disableStaff, listStaff, passwordLinkFor, type StaffAccount } from './admin/staff/accounts.ts';

const USAGE = `Usage: npm run staff -- <command>
  add EMAIL --role admin|sales|accounting [--name "Name"] [--password-stdin]
  list
  disable EMAIL
  role EMAIL admin|sales|accounting
  link EMAIL`;

class UsageError extends Error {}

async function readStdin(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) text += chunk;
  return text.replace(/\r?\n$/, '');
}

const state = (account: StaffAccount) =>
  account.disabledAt ? `disabled since ${formatDate(account.disabledAt)}` : account.hasPassword ? 'active' : 'invited (no password yet)';

const describe = (account: StaffAccount) => `${account.email}  ${account.role}  ${account.name}  ${state(account)}`;

const config = readConfig();
const linkOf = (token: string) => `${config.publicUrl}/#/be/set-password/${token}`;
const { values, positionals } = parseArgs({
  args: process.argv.slice(2),
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
      const password = values['password-stdin'] ? await readStdin() : undefined;
      const { account, linkToken } = await addStaff(db, { email, role: values.role, name: values.name, password });
      console.log(`Added ${describe(account)}`);
      if (linkToken) console.log(`Set the password within 7 days, once, at:\n${linkOf(linkToken)}`);
      break;
    }
    case 'list':
      for (const account of await listStaff(db)) console.log(describe(account));
      break;
    case 'disable': {
      if (!email) throw new UsageError('disable needs an e-mail address');
      console.log(`Disabled ${describe(await disableStaff(db, email))}; its sessions have ended`);
      break;
    }
    case 'role': {
      if (!email || !extra) throw new UsageError('role needs an e-mail address and a role');
      console.log(`Changed ${describe(await changeRole(db, email, extra))}`);
      break;
    }
    case 'link': {
      if (!email) throw new UsageError('link needs an e-mail address');
      console.log(`Set the password within 7 days, once, at:\n${linkOf(await passwordLinkFor(db, email))}`);
      break;
    }
    default:
      throw new UsageError(command ? `unknown command '${command}'` : 'no command');
  }
} catch (error) {
  if (error instanceof UsageError) {
    console.error(`${error.message}\n\n${USAGE}`);
    process.exitCode = 2;
  } else if (error instanceof AppError) {
    console.error(error.fields.map((field) => ('code' in field ? translate(field.code, 'en', field.params) : field.message)).join('\n'));
    process.exitCode = 1;
  } else {
    throw error;
  }
} finally {
  await database.close();
}
