import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, whatever the working directory. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const tenantFixturesDir = path.join(repoRoot, 'fixtures', 'tenants');
export const erpFixturesDir = path.join(repoRoot, 'fixtures', 'erp');
