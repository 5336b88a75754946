// `npm run tenant -- validate FILE | pull [FILE] | push FILE [--if-match N] [--comment "..."]` (README
// "Configuração da empresa como código"): the tenant's config kept in git and deployed from CI.
import { tenantCliMessages as m } from '../domain/messages/tenant-cli';
import { CliError } from './tenant/cli-error';
import { pull, push, validate } from './tenant/commands';
import { PortalClient } from './tenant/portal-client';

type Parsed = { command: string | undefined; files: string[]; ifMatch?: number; comment?: string };

function parseArguments(args: string[]): Parsed {
  const parsed: Parsed = { command: args[0], files: [] };
  for (let i = 1; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--if-match' || arg === '--comment') {
      const value = args[++i];
      if (value === undefined) throw new CliError(m.optionNeedsValue(arg), 2);
      if (arg === '--comment') parsed.comment = value;
      else if (/^"?\d{1,9}"?$/.test(value)) parsed.ifMatch = Number(value.replace(/"/g, ''));
      else throw new CliError(m.badIfMatch(value), 2);
    } else if (arg.startsWith('--')) throw new CliError(m.unknownOption(arg), 2);
    else parsed.files.push(arg);
  }
  return parsed;
}

/** The version's comment: --comment, else the CI's commit message, else the default. */
function defaultComment(env: NodeJS.ProcessEnv): string {
  const fromCi = (env.GIT_COMMIT_MESSAGE ?? env.CI_COMMIT_MESSAGE ?? '').trim();
  return fromCi || m.defaultComment;
}

async function main(args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  const { command, files, ifMatch, comment } = parseArguments(args);
  const known = { validate: 1, pull: 0, push: 1 } as const;
  if (command === undefined || command === 'help' || command === '--help') return void console.log(m.usage);
  if (!Object.hasOwn(known, command)) throw new CliError(`${m.unknownCommand(command)}\n${m.usage}`, 2);
  const wanted = known[command as keyof typeof known];
  if (files.length < wanted) throw new CliError(m.missingFile(command), 2);
  if (files.length > 1) throw new CliError(m.extraArgument(files[1]!), 2);
  const client = PortalClient.fromEnvironment(env);
  if (command === 'validate') return validate(client, files[0]!);
  if (command === 'pull') return pull(client, files[0]);
  return push(client, files[0]!, { ifMatch, comment: (comment?.trim() || defaultComment(env)).slice(0, 500) });
}

main(process.argv.slice(2), process.env).catch((error: unknown) => {
  if (!(error instanceof CliError)) throw error;
  console.error(error.message);
  for (const line of error.details) console.error(line);
  process.exitCode = error.exitCode;
});
