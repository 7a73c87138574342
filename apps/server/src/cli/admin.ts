import { Command, InvalidArgumentError } from 'commander';
import { subscriptionRules } from '@tabib/contracts/subscription';
import { loadConfig } from '../config';
import { backupDatabase, restoreDatabase, type BackupResult } from '../modules/backup/backup.service';
import type { OperatorCommandName } from '../modules/operator/operator.service';
import { formatResult } from './admin-output';
import { failureOf } from './admin-protocol';
import { operatorName, performAdminRequest } from './admin-request';

// npm run admin -- <command>: the operator's tool (README "Operator command line").

async function execute(command: OperatorCommandName, args: Record<string, unknown>, json: boolean) {
  // A database that cannot be opened, or a server that does not answer, is a refusal like any other.
  const response = await performAdminRequest(loadConfig(), { command, args, operator: operatorName() }).catch(failureOf);
  if (json) {
    process.stdout.write(`${JSON.stringify(response, null, 2)}\n`);
  } else if (response.ok) {
    process.stdout.write(`${formatResult(command, response.result)}\n`);
  } else {
    process.stderr.write(`Error: ${response.message} [${response.code}]\n`);
  }
  process.exitCode = response.ok ? 0 : 1;
}

const integerFrom = (minimum: number) => (value: string) => {
  const number = Number(value);
  if (!Number.isInteger(number) || number < minimum) throw new InvalidArgumentError(`expected a whole number from ${minimum}`);
  return number;
};
const positiveInteger = integerFrom(1);

const welcomeDaysHelp = `days of free use before the subscription must be paid, 0 for none (default ${subscriptionRules.welcomePeriodDays})`;

const program = new Command('npm run admin --')
  .description(
    'Tabib operator commands. They use the same database and rules as the server, and every change is written to the audit log.',
  )
  .showHelpAfterError()
  .addHelpText(
    'after',
    [
      '',
      'Database: DATABASE_URL (PostgreSQL), else the embedded database in DATA_DIR. While a server',
      'runs on the embedded database, commands are handed to it through DATA_DIR/admin.sock.',
      'Audit log actor: TABIB_OPERATOR, else your OS user name.',
    ].join('\n'),
  );

/** A runnable command with the shared --json flag. */
function leaf(parent: Command, name: string, description: string) {
  return parent.command(name).description(description).option('--json', 'print the answer as JSON (for scripts and tests)');
}

const accounts = program.command('accounts').description('create, block and unblock accounts, grant or withdraw full rights');
leaf(accounts, 'create-doctor', 'create an independent doctor account; prints its one-time password')
  .requiredOption('--email <email>', 'sign-in address')
  .requiredOption('--first-name <name>', 'first name')
  .requiredOption('--last-name <name>', 'last name')
  .option('--phone <phone>', 'phone number (Algerian numbers need no +213)')
  .option('--title <title>', 'title shown before the name', 'Dr')
  .option('--telemedicine', 'allow teleconsultations')
  .option('--speciality <code...>', 'speciality codes, e.g. general-medicine cardiology')
  .option('--welcome-days <days>', welcomeDaysHelp, integerFrom(0))
  .action((options) =>
    execute(
      'accounts.create-doctor',
      {
        email: options.email,
        firstName: options.firstName,
        lastName: options.lastName,
        phone: options.phone,
        title: options.title,
        telemedicineAllowed: options.telemedicine === true,
        specialityCodes: options.speciality,
        welcomeDays: options.welcomeDays,
      },
      options.json === true,
    ),
  );
leaf(accounts, 'create-clinic', "create a clinic and its admin account; prints the admin's one-time password")
  .requiredOption('--name <name>', 'name of the clinic')
  .requiredOption('--admin-email <email>', "admin's sign-in address")
  .requiredOption('--admin-first-name <name>', "admin's first name")
  .requiredOption('--admin-last-name <name>', "admin's last name")
  .option('--welcome-days <days>', welcomeDaysHelp, integerFrom(0))
  .action((options) =>
    execute(
      'accounts.create-clinic',
      {
        name: options.name,
        adminEmail: options.adminEmail,
        adminFirstName: options.adminFirstName,
        adminLastName: options.adminLastName,
        welcomeDays: options.welcomeDays,
      },
      options.json === true,
    ),
  );
leaf(accounts, 'block', 'block an account: its sessions end at once and it cannot sign in')
  .argument('<account>', 'e-mail address or id')
  .action((account: string, options) => execute('accounts.block', { account }, options.json === true));
leaf(accounts, 'unblock', 'let a blocked account sign in again')
  .argument('<account>', 'e-mail address or id')
  .action((account: string, options) => execute('accounts.unblock', { account }, options.json === true));

leaf(accounts, 'grant-all', 'give a doctor or an assistant acting as doctor full rights (allowAll, DOC-ALL)')
  .argument('<account>', 'e-mail address or id')
  .action((account: string, options) => execute('accounts.grant-all', { account }, options.json === true));
leaf(accounts, 'withdraw-all', 'make a doctor or an assistant acting as doctor read-only (DOC-DEA)')
  .argument('<account>', 'e-mail address or id')
  .action((account: string, options) => execute('accounts.withdraw-all', { account }, options.json === true));

const reasons = program.command('reasons').description('consultation reasons waiting for a verdict');
leaf(reasons, 'list', 'list the reasons waiting for a verdict, oldest first').action((options) =>
  execute('reasons.list', {}, options.json === true),
);
leaf(reasons, 'validate', 'validate a reason: the doctor can book with it')
  .argument('<id>', 'reason id')
  .action((id: string, options) => execute('reasons.validate', { id }, options.json === true));
leaf(reasons, 'reject', 'reject a reason')
  .argument('<id>', 'reason id')
  .action((id: string, options) => execute('reasons.reject', { id }, options.json === true));

const editRequests = program.command('edit-requests').description("doctors' profile edit requests (identity, diplomas)");
leaf(editRequests, 'list', 'list the requests waiting for a verdict, oldest first').action((options) =>
  execute('edit-requests.list', {}, options.json === true),
);
for (const [name, description] of [
  ['approve', 'approve a request: its changes apply to the profile'],
  ['reject', 'reject a request'],
] as const) {
  leaf(editRequests, name, description)
    .argument('<id>', 'request id')
    .option('--note <text>', 'a word to the doctor, shown with the verdict')
    .action((id: string, options) => execute(`edit-requests.${name}`, { id, note: options.note }, options.json === true));
}

const subscriptionsCommand = program.command('subscriptions').description('subscription payments made outside the application');
leaf(subscriptionsCommand, 'waiting', 'list the payments waiting for their receipt to be checked, oldest first').action(
  (options) => execute('subscriptions.waiting', {}, options.json === true),
);
leaf(subscriptionsCommand, 'confirm', 'confirm a payment: its months are paid and the account is told')
  .argument('<id>', 'payment id')
  .action((id: string, options) => execute('subscriptions.confirm', { id }, options.json === true));
leaf(subscriptionsCommand, 'reject', 'reject a payment: the account is told to request it again')
  .argument('<id>', 'payment id')
  .action((id: string, options) => execute('subscriptions.reject', { id }, options.json === true));

const notices = program.command('notices').description("the patients' reminders and notices");
leaf(
  notices,
  'plan-reminders',
  'plan the reminders of coming appointments that have none (booked before reminders existed); safe to run again',
).action((options) => execute('notices.plan-reminders', {}, options.json === true));

const audit = program.command('audit').description('what operators did');
leaf(audit, 'list', 'list the audit log, newest first')
  .option('--target <id>', 'only entries about this record (an account may be given by e-mail)')
  .option('--limit <n>', 'at most this many entries (default 50)', positiveInteger)
  .action((options) => execute('audit.list', { target: options.target, limit: options.limit }, options.json === true));

async function database(work: () => Promise<BackupResult>, done: string) {
  try {
    const result = await work();
    process.stdout.write(`${done} ${result.file} (${result.kind === 'postgres' ? 'PostgreSQL' : 'embedded database'})\n`);
  } catch (error) {
    process.stderr.write(`Error: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  }
}

program
  .command('backup')
  .description('save the whole database to a file (pg_dump custom format, or the embedded database as .tar.gz)')
  .argument('<file>', 'where to write the backup')
  .action((file: string) => database(() => backupDatabase(loadConfig(), file, operatorName()), 'Backup written to'));
program
  .command('restore')
  .description('replace the whole database with a backup (stop a server on the embedded database first)')
  .argument('<file>', 'a file written by backup, for the same kind of database')
  .option('--force', 'replace a database that is not empty')
  .action((file: string, options: { force?: boolean }) =>
    database(
      () => restoreDatabase(loadConfig(), file, { operator: operatorName(), force: options.force === true }),
      'Restored from',
    ),
  );

program.parseAsync().catch((error: unknown) => {
  process.stderr.write(`Error: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
