import { createContext, useContext } from 'react';
import type { RouterReply } from '../../domain/router';
import type { BillSent, ProductionOrderXml } from '../../schemas/finance-calls';

export type Row = Record<string, unknown>;

/** How an item runs a named query (never SQL text): SPEC §7 "Remote SQL". */
export type QueryOptions = {
  connector?: string;
  /** Values bound as parameters (`:name:` tokens of the query). */
  replace?: Record<string, unknown>;
  unique?: boolean;
  timeoutMs?: number;
  /** false: the caller shows the failure itself (no global connection-error dialog). */
  connectionErrors?: boolean;
};

export type { BillSent, ProductionOrderXml } from '../../schemas/finance-calls';

/** A module item's stored file (SPEC §7 digital-content), with a signed download link. */
export type ItemFile = { key: string; name: string; size: number; contentType: string; createdAt: string; link: string };
/** A file item's files and the tenant's largest file in bytes (null when the server did not say). */
export type ItemFileList = { files: ItemFile[]; maxBytes: number | null };

/**
 * What item renderers may ask of the portal. Renderers never import the API client (layer rule): the app
 * (src/items/item-services-provider.tsx) provides these with the session's code; a script sandbox never
 * sees the code, only the results.
 */
export type ItemServices = {
  companyId: string;
  runQuery(name: string, options?: QueryOptions): Promise<Row[]>;
  /** Queues a named query as a batch job (header async-batch): its jobId. */
  startBatch(name: string, options?: QueryOptions): Promise<string>;
  /** One poll of a batch job: rejects with ApiFailure status 404 while the result is not there. */
  fetchBatch(jobId: string): Promise<{ rows: Row[] }>;
  /** The item's saved customValue (null when nothing was saved). */
  loadCustomValue(moduleId: string, itemId: string): Promise<unknown>;
  saveCustomValue(moduleId: string, itemId: string, value: Record<string, unknown>): Promise<void>;
  /** The item's files and the size limit (file item). */
  listItemFiles?(moduleId: string, itemId: string): Promise<ItemFileList>;
  /** Uploads one file to the item under `name` (already normalised): its key. Rejects with an ApiFailure. */
  uploadItemFile?(moduleId: string, itemId: string, file: File, name: string): Promise<string>;
  /** The text of a tenant script by name (SPEC §7 "Config and scripts": GET script path). */
  loadScript(name: string): Promise<string>;
  /**
   * SPEC §7 "Router": POST /router {event, ...fields} with SPEC §8's reply rules (domain/router.ts), for a script;
   * its failures are the script's to show (no global connection-error dialog).
   */
  sendRouterEvent(event: string, fields: Record<string, unknown>): Promise<RouterReply>;
  /**
   * SPEC §7 sendNoBearerEmail: mails the bill with this number to the user, for a script; rejects with an
   * ApiFailure (#BILL_NOT_FOUND, #BILL_EMAIL_NOT_CONFIGURED, ...) that the script shows.
   */
  sendBillEmail(bill: string): Promise<BillSent>;
  /** SPEC §7 uploadXml, for a script: rejects with an ApiFailure (#INVALID_NFE_XML, #NFE_ALREADY_SENT, ...). */
  uploadProductionXml(xml: string): Promise<ProductionOrderXml>;
  /** SPEC §2: a script sends the user to /app/{moduleId}/{itemId}{suffix}. */
  openApp(moduleId: string, itemId: string, suffix?: string): void;
  /** SPEC §8: a failed summary query is recorded as activity 'connectionErrorSum'. */
  recordSummaryFailure(): void;
  /** Closes the open item (a script asks for it, or the user). */
  closeItem(): void;
  /** SPEC §4: marks an item script as loading (the portal blocks opening other items meanwhile). */
  setScriptLoading?(loading: boolean): void;
  /** The item holds edits not saved yet (a form item): the portal asks before they are left ('Sair sem salvar?'). */
  setUnsaved?(unsaved: boolean): void;
  /**
   * A form item going away with edits not saved hands them here: the portal keeps them for the same person's next
   * sign-in on this tab when the server ended their session (issue 14), else they are the person's to leave.
   */
  keepUnsaved?(moduleId: string, itemId: string, data: Record<string, unknown>): void;
  /** The edits keepUnsaved kept for this item, once (null when none). */
  takeUnsaved?(moduleId: string, itemId: string): Record<string, unknown> | null;
};

export const ItemServicesContext = createContext<ItemServices | null>(null);

export function useItemServices(): ItemServices {
  const services = useContext(ItemServicesContext);
  if (!services) throw new Error('ItemServicesContext is not provided');
  return services;
}
