/**
 * Staff accounts from the command line:
 *   pnpm staff add <username> [--password-stdin]
 *   pnpm staff list
 *   pnpm staff remove <username>
 * The password is asked for without echo, or read from standard input; it is never printed or logged.
 */
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { loadConfig } from '../config.ts';
import { openStore } from '../data/database.ts';
import { migrateToLatest } from '../data/migrations.ts';
import { ClientError } from '../domain/errors.ts';
import { StaffAccounts } from '../domain/staff-accounts.ts';

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

const USAGE = 'usage: pnpm staff add <username> [--password-stdin] | list | remove <username>';

async function main(args: string[]): Promise<number> {
  const [command, username] = args.filter((arg) => !arg.startsWith('--'));
  const store = openStore(loadConfig().databaseUrl);
  try {
    await migrateToLatest(store.db as never);
    const accounts = new StaffAccounts(store.db, loadConfig().staffSessionHours);
    if (command === 'add' && username) {
      await accounts.add(username, await newPassword(args.includes('--password-stdin')));
      console.log(`Added ${username}. The kitchen dashboard is at /kitchen.`);
    } else if (command === 'list') {
      const staff = await accounts.list();
      if (staff.length === 0) console.log('No staff accounts yet.');
      for (const member of staff) console.log(`${member.username}\t(added ${new Date(member.createdAt).toISOString()})`);
    } else if (command === 'remove' && username) {
      console.log((await accounts.remove(username)) ? `Removed ${username}.` : `There is no account ${username}.`);
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
