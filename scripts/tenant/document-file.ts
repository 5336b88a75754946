// Reading and writing a tenant config file: pt-BR reasons for a file that cannot be read or is not JSON.
import { readFileSync, writeFileSync } from 'node:fs';
import { tenantCliMessages as m } from '../../domain/messages/tenant-cli';
import { CliError } from './cli-error';
import { jsonErrorOffset, lineAndColumn } from './json-position';

function fileReason(error: unknown): string {
  const code = (error as { code?: string }).code;
  if (code === 'ENOENT') return m.fileMissing;
  if (code === 'EISDIR') return m.fileIsDirectory;
  if (code === 'EACCES' || code === 'EPERM') return m.filePermission;
  return code ?? String(error);
}

/** The parsed document of a JSON file. */
export function readDocument(file: string): unknown {
  let text: string;
  try {
    text = readFileSync(file, 'utf8').replace(/^\uFEFF/, '');
  } catch (error) {
    throw new CliError(m.unreadableFile(file, fileReason(error)));
  }
  try {
    return JSON.parse(text);
  } catch {
    const offset = Math.max(0, jsonErrorOffset(text));
    const { line, column } = lineAndColumn(text, offset);
    throw new CliError(m.invalidJson(file, line, column, offset));
  }
}

/** The document as the repository keeps it: 2-space JSON with a trailing newline, to FILE or stdout. */
export function writeDocument(file: string | undefined, document: unknown): void {
  const text = JSON.stringify(document, null, 2) + '\n';
  if (!file) {
    process.stdout.write(text);
    return;
  }
  try {
    writeFileSync(file, text);
  } catch (error) {
    throw new CliError(m.unwritableFile(file, fileReason(error)));
  }
}
