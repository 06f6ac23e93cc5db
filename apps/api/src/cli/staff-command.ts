/**
 * Staff accounts from the command line:
 *   pnpm staff add <username> [--role owner|kitchen] [--password-stdin]
 *   pnpm staff list
 *   pnpm staff remove <username>
 * The password is asked for without echo, or read from standard input; it is never printed or logged.
 * Without --role, the shop's first account is an owner and later ones work in the kitchen.
 */
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { STAFF_ROLES, type StaffRole } from '@chulo/api-client/contract';
import { loadConfig } from '../config.ts';
import { openStore } from '../data/database.ts';
import { migrateToLatest } from '../data/migrations.ts';
import { ClientError } from '../refusals.ts';
import { StaffAccounts } from '../services/staff-roster.ts';

async function readStdin(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) text += chunk;
  return text.replace(/\r?\n$/, '');
}

/** Asks on the terminal with echo off. */
function askHidden(question: string): Promise<string> {
  const muted = new Writable({ write: (_chunk, _encoding, done) => done() });
  const prompt = createInterface({ input: process.stdin, output: muted, terminal: true });
  process.stdout.write(question);
  return new Promise((resolve) =>
    prompt.question('', (answer) => {
      prompt.close();
      process.stdout.write('\n');
      resolve(answer);
    }),
  );
}

async function newPassword(fromStdin: boolean): Promise<string> {
  if (fromStdin) return readStdin();
  if (!process.stdin.isTTY) throw new ClientError(400, 'No terminal to ask on: pipe the password in with --password-stdin');
  const password = await askHidden('Password: ');
  if ((await askHidden('Password again: ')) !== password) throw new ClientError(400, 'The passwords differ');
  return password;
}

const USAGE = 'usage: pnpm staff add <username> [--role owner|kitchen] [--password-stdin] | list | remove <username>';

const isRole = (role: string | undefined): role is StaffRole => STAFF_ROLES.includes(role as StaffRole);

async function main(args: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ args, allowPositionals: true, options: { role: { type: 'string' }, 'password-stdin': { type: 'boolean' } } });
  } catch {
    console.error(USAGE);
    return 2;
  }
  const [command, username] = parsed.positionals;
  const { role, 'password-stdin': passwordFromStdin = false } = parsed.values;
  if (role !== undefined && !isRole(role)) {
    console.error(`The role is owner or kitchen, not "${role}"`);
    return 2;
  }
  const store = openStore(loadConfig().databaseUrl);
  try {
    await migrateToLatest(store.db as never);
    const accounts = new StaffAccounts(store.db, loadConfig().staffSessionHours);
    if (command === 'add' && username) {
      const added = await accounts.add(username, await newPassword(passwordFromStdin), role);
      console.log(`Added ${username} (${added.role}). The kitchen dashboard is at /kitchen.`);
    } else if (command === 'list') {
      const staff = await accounts.list();
      if (staff.length === 0) console.log('No staff accounts yet.');
      for (const member of staff) console.log(`${member.username}\t${member.role}\t(added ${new Date(member.createdAt).toISOString()})`);
    } else if (command === 'remove' && username) {
      await accounts.remove(username);
      console.log(`Removed ${username}.`);
    } else {
      console.error(USAGE);
      return 2;
    }
    return 0;
  } catch (error) {
    if (!(error instanceof ClientError)) throw error;
    console.error(error.message);
    return 1;
  } finally {
    await store.db.destroy();
  }
}

process.exitCode = await main(process.argv.slice(2));
