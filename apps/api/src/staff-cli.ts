// `npm run staff -- <command>`: the organiser's staff accounts from the command line, on the database the server
// uses (DATABASE_URL, else PGlite in DATA_DIR). It migrates the database but never seeds it: the server's first
// start decides about the demo data (DEMO).
//
//   add EMAIL --role admin|sales|accounting [--name "…"] [--password-stdin]
//   list
//   disable EMAIL
//   role EMAIL admin|sales|accounting
//   link EMAIL          a new one-time link to set the password (the old ones stop working)
import { readConfig } from './platform/config.ts';
import { runStaffCommand } from './admin/staff/staff-command.ts';

process.exitCode = await runStaffCommand(
  process.argv.slice(2),
  { stdin: process.stdin, stdout: (line) => console.log(line), stderr: (line) => console.error(line) },
  readConfig(),
);
