// The CLI's commands on the tenant admin API (issue 9): validate a file, pull the published config, push a file.
import { tenantCliMessages as m } from '../../domain/messages/tenant-cli';
import type { ConfigProblem, ConfigValidation, ConfigVersion } from '../../schemas/admin-config';
import { CliError } from './cli-error';
import { readDocument, writeDocument } from './document-file';
import { PortalClient } from './portal-client';

/** One problem as a line: `path: message`, warnings marked. */
export const problemLine = (p: ConfigProblem) => `${p.path || m.rootPath}: ${p.message}${p.severity === 'warning' ? ` ${m.warningTag}` : ''}`;

/** validate FILE: every problem the server finds (schema and our rules); exit 1 when any is an error. */
export async function validate(client: PortalClient, file: string): Promise<void> {
  const document = readDocument(file);
  const reply = await client.send('POST', await client.adminPath('config/validate'), { body: { document } });
  const result = PortalClient.dataOf<ConfigValidation>(reply);
  if (!result.valid) {
    throw new CliError(m.invalid(result.errors.filter((p) => p.severity === 'error').length), 1, result.errors.map(problemLine));
  }
  console.log(result.errors.length ? m.validWithWarnings(result.errors.length) : m.valid);
  for (const problem of result.errors) console.log(problemLine(problem));
}

/** pull [FILE]: the published version, with `$schema` so editors complete it; the version goes to stderr. */
export async function pull(client: PortalClient, file: string | undefined): Promise<void> {
  const current = PortalClient.dataOf<ConfigVersion>(await client.send('GET', await client.adminPath('config')));
  const { $schema: _old, ...document } = current.document;
  writeDocument(file, { $schema: client.schemaUrl, ...document });
  console.error(m.pulled(current.version, current.author, current.time, file ?? m.stdout));
}

export type PushOptions = { ifMatch?: number; comment: string };

/** push FILE: a new version, edited from `ifMatch` (default: whatever is published now, as a CI deploy wants). */
export async function push(client: PortalClient, file: string, options: PushOptions): Promise<void> {
  const document = readDocument(file);
  const expected = options.ifMatch ?? PortalClient.dataOf<ConfigVersion>(await client.send('GET', await client.adminPath('config'))).version;
  const reply = await client.send('PUT', await client.adminPath('config'), {
    body: { document, comment: options.comment },
    headers: { 'if-match': `"${expected}"` },
  });
  if (reply.status === 412 || reply.status === 422) {
    const problems = Array.isArray(reply.body.errors) ? (reply.body.errors as ConfigProblem[]).map(problemLine) : [];
    throw new CliError(String(reply.body.message), 1, [...problems, m.notPublished]);
  }
  const saved = PortalClient.dataOf<ConfigVersion>(reply);
  console.log(m.published(saved.version, expected));
}
