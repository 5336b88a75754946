import type { ConfigProblem } from '../../schemas/admin-config';
import { lintDraft, type DraftLint } from './draft-lint';
import { schemaChecker } from './schema-problems';

export type LintRequest = { kind: 'schema'; schema: object } | { kind: 'lint'; id: number; text: string; withSchema: boolean };
type Waiting = { id: number; text: string; withSchema: boolean; done: ((lint: DraftLint | null) => void)[] };

/**
 * Lints drafts in a Web Worker (`draft-lint.worker.ts`), one at a time: a text asked for while another is being
 * checked waits, and a newer one replaces it; who waited for the replaced text gets the newer answer (CodeMirror
 * drops a lint of a text that is no longer in the editor).
 * Where no worker starts or it fails, the lint runs on this thread, as before.
 */
export class DraftLintClient {
  private worker: Worker | null = null;
  private schema: object | null = null;
  private check: ((document: unknown) => ConfigProblem[]) | null = null;
  private running: Waiting | null = null;
  private queued: Waiting | null = null;
  private ids = 0;

  constructor() {
    try {
      this.worker = new Worker(new URL('./draft-lint.worker.ts', import.meta.url), { type: 'module' });
      this.worker.onmessage = ({ data }: MessageEvent<{ id: number; lint: DraftLint }>) => this.answered(data.id, data.lint);
      this.worker.onerror = () => this.withoutWorker();
    } catch {
      this.worker = null;
    }
  }

  setSchema(schema: object): void {
    this.schema = schema;
    this.check = null;
    this.worker?.postMessage({ kind: 'schema', schema } satisfies LintRequest);
  }

  /** The lint of this text (the schema's problems too when `withSchema`); null once the editor is gone. */
  lint(text: string, withSchema: boolean): Promise<DraftLint | null> {
    if (!this.worker) return Promise.resolve(this.here(text, withSchema));
    return new Promise((done) => {
      this.queued = { id: ++this.ids, text, withSchema, done: [...(this.queued?.done ?? []), done] };
      this.next();
    });
  }

  dispose(): void {
    this.worker?.terminate();
    this.worker = null;
    for (const waiting of [this.running, this.queued]) waiting?.done.forEach((done) => done(null));
    this.running = this.queued = null;
  }

  private here(text: string, withSchema: boolean): DraftLint {
    if (withSchema && !this.check && this.schema) this.check = schemaChecker(this.schema);
    return lintDraft(text, withSchema ? this.check : null);
  }

  private next(): void {
    if (this.running || !this.queued || !this.worker) return;
    this.running = this.queued;
    this.queued = null;
    const { id, text, withSchema } = this.running;
    this.worker.postMessage({ kind: 'lint', id, text, withSchema } satisfies LintRequest);
  }

  private answered(id: number, lint: DraftLint): void {
    if (this.running?.id !== id) return;
    this.running.done.forEach((done) => done(lint));
    this.running = null;
    this.next();
  }

  /** The worker could not load or crashed: what waits is linted here, and so is everything after. */
  private withoutWorker(): void {
    this.worker?.terminate();
    this.worker = null;
    for (const waiting of [this.running, this.queued]) {
      if (!waiting) continue;
      const lint = this.here(waiting.text, waiting.withSchema);
      waiting.done.forEach((done) => done(lint));
    }
    this.running = this.queued = null;
  }
}
