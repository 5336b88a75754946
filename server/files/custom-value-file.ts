import { DomainError } from '../../domain/domain-error';
import type { Queryable } from '../db/db';
import type { FileStore } from './file-store';
import { cleanPath, safeKeySegment, storeKeyOf } from './file-keys';
import { insertFile } from './file-rows';

/**
 * SPEC §7 App customValue with s3-save (or the module's customValue.saveOnS3): the saved value also goes to the file
 * store as JSON, one file per module item ('<s3-path or custom-values>/<module>-<item>.json', replaced on each save).
 * Call it in the transaction that saves the value: a failed put rolls the save back (#ERROR_UPLOAD_FILE).
 */
export async function storeCustomValueFile(
  tx: Queryable,
  store: FileStore,
  entry: { tenantId: string; moduleId: string; itemId: string; path: string | null; userId: string; now: Date },
  value: unknown,
): Promise<string> {
  const key = `${cleanPath(entry.path ?? undefined, 'custom-values')}/${safeKeySegment(`${entry.moduleId}-${entry.itemId}`)}.json`;
  const bytes = Buffer.from(JSON.stringify(value));
  await insertFile(tx, entry.tenantId, {
    key,
    name: key.split('/').pop()!,
    contentType: 'application/json',
    size: bytes.length,
    storageType: 'app-storage',
    moduleId: entry.moduleId,
    itemId: entry.itemId,
    expiresAt: null,
    createdBy: entry.userId,
    createdAt: entry.now,
  });
  try {
    await store.put(storeKeyOf(entry.tenantId, key), bytes, 'application/json');
  } catch (error) {
    throw new DomainError('#ERROR_UPLOAD_FILE', undefined, { cause: error });
  }
  return key;
}
