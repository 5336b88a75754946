import { DomainError } from '../../domain/domain-error';
import { checkFileType, defaultMaxFileBytes, sniffBytes } from '../../domain/file-kinds';
import { fileSizeProblem } from '../../domain/files';
import { fileMessages } from '../../domain/messages/files';
import { portalMessages } from '../../domain/messages/portal';
import { assertStorageQuota } from '../admin/quotas';
import type { Db } from '../db/db';
import type { Tenant } from '../tenancy/tenant-registry';
import type { FileStore } from './file-store';
import { storeKeyOf } from './file-keys';
import { insertFile, type FileRecord } from './file-rows';

/** What an upload says about itself (from the signed URL's metadata or the plain upload's headers). */
export type Intake = {
  key: string;
  name: string;
  /** Extensions the receiving item accepts (empty: every known kind). */
  allowed?: readonly string[];
  storageType: string;
  moduleId?: string | null;
  itemId?: string | null;
  expiresAt: Date | null;
  createdBy: string | null;
};

/** The largest file the tenant accepts (server.quotas.fileBytes, default 10 MB). */
export const maxFileBytes = (tenant: Tenant) => tenant.document.server.quotas?.fileBytes ?? defaultMaxFileBytes;

/** 413 #FILE_TOO_LARGE when `size` passes the tenant's limit. */
export function assertFileSize(tenant: Tenant, name: string, size: number): void {
  const problem = fileSizeProblem(name, size, maxFileBytes(tenant));
  if (problem) throw new DomainError('#FILE_TOO_LARGE', problem);
}

/**
 * Checks and stores one upload: size (413), extension (400) and the sniffed content (415), then, in one transaction,
 * the storage quota (413 #QUOTA_STORAGE), the row and the bytes. A store failure rolls the row back
 * (#ERROR_UPLOAD_FILE); a failed commit removes the stored bytes (#ERRO_SAVE_FILE): nothing half-saved remains.
 */
export async function storeUpload(deps: { db: Db; store: FileStore; now: Date }, tenant: Tenant, intake: Intake, bytes: Buffer): Promise<FileRecord> {
  assertFileSize(tenant, intake.name, bytes.length);
  const type = checkFileType(intake.name, bytes.subarray(0, sniffBytes), intake.allowed);
  if (!type.ok && type.reason === 'extension') throw new DomainError('#VALIDATION', portalMessages.validation.fileExtension(intake.name));
  if (!type.ok) throw new DomainError('#FILE_TYPE', fileMessages.errors.wrongContent(intake.name));
  const record: FileRecord = {
    key: intake.key,
    name: intake.name,
    contentType: type.contentType,
    size: bytes.length,
    storageType: intake.storageType,
    moduleId: intake.moduleId ?? null,
    itemId: intake.itemId ?? null,
    expiresAt: intake.expiresAt,
    createdBy: intake.createdBy,
    createdAt: deps.now,
  };
  const storeKey = storeKeyOf(tenant.id, intake.key);
  let stored = false;
  try {
    await deps.db.transaction(async (tx) => {
      await assertStorageQuota(tx, tenant, { moduleId: '', itemId: '' }, bytes.length);
      await insertFile(tx, tenant.id, record);
      try {
        await deps.store.put(storeKey, bytes, type.contentType);
      } catch (error) {
        throw new DomainError('#ERROR_UPLOAD_FILE', undefined, { cause: error });
      }
      stored = true;
    });
  } catch (error) {
    if (stored) await deps.store.delete(storeKey).catch(() => undefined);
    if (error instanceof DomainError) throw error;
    throw new DomainError('#ERRO_SAVE_FILE', undefined, { cause: error });
  }
  return record;
}
