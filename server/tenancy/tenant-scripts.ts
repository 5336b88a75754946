import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { repoRoot } from '../paths';

/** Tenant scripts: fixtures/scripts/{tenantId}/{name}; a tenant reads only its own folder. */
export const tenantScriptsDir = path.join(repoRoot, 'fixtures', 'scripts');

/** One file name: letters, digits, '.', '_', '-' (no separators), and not only dots. */
const scriptName = /^(?!\.+$)[A-Za-z0-9._-]{1,200}$/;
const maxScriptBytes = 512 * 1024;

/** The script's text, or null when the name is not a plain file name or the tenant has no such file. */
export async function readTenantScript(tenantId: string, name: string): Promise<string | null> {
  if (!scriptName.test(name) || !scriptName.test(tenantId)) return null;
  const dir = path.join(tenantScriptsDir, tenantId);
  const file = path.join(dir, name);
  if (path.dirname(file) !== dir) return null;
  try {
    const text = await readFile(file);
    return text.byteLength > maxScriptBytes ? null : text.toString('utf8');
  } catch {
    return null;
  }
}
