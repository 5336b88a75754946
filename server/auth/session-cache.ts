import type { SessionRow } from './session-store';

type Entry = { tenantId: string; row: SessionRow; until: number };

/** A small bounded in-memory cache of session rows by code hash (oldest entries leave first). */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly maxEntries = 20_000) {}

  get(codeHash: string, tenantId: string, at: number): SessionRow | undefined {
    const entry = this.entries.get(codeHash);
    if (!entry) return undefined;
    if (entry.until <= at || entry.tenantId !== tenantId) {
      this.entries.delete(codeHash);
      return undefined;
    }
    return entry.row;
  }

  set(codeHash: string, tenantId: string, row: SessionRow, until: number): void {
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(codeHash, { tenantId, row, until });
  }

  delete(codeHash: string): void {
    this.entries.delete(codeHash);
  }

  clear(): void {
    this.entries.clear();
  }

  deleteUser(userId: string): void {
    for (const [key, entry] of this.entries) if (entry.row.id === userId) this.entries.delete(key);
  }
}
