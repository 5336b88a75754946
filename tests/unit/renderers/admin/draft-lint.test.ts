import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lintDraft } from '../../../../renderers/admin/draft-lint';
import { DraftLintClient, type LintRequest } from '../../../../renderers/admin/draft-lint-client';

const schema = JSON.parse(readFileSync('schemas/json/tenant-config.schema.json', 'utf8')) as object;
const { seed: _seed, ...valid } = JSON.parse(readFileSync('fixtures/tenants/local.json', 'utf8')) as Record<string, unknown>;
const validText = JSON.stringify(valid);
const wrongTitle = JSON.stringify({ ...valid, company: { ...(valid.company as object), appTitle: 42 } });

describe('lintDraft', () => {
  it('says where a draft stops parsing, before any schema check', () => {
    const check = vi.fn(() => []);
    expect(lintDraft('{"company": ', check)).toEqual({ syntax: { position: 12, detail: 'linha 1, coluna 13: o texto acabou antes do valor.' } });
    expect(check).not.toHaveBeenCalled();
  });

  it("gives the schema's problems only when asked for them", () => {
    const check = vi.fn(() => [{ path: '/company', message: 'm', severity: 'error' as const }]);
    expect(lintDraft(validText, null)).toEqual({ problems: [] });
    expect(lintDraft(validText, check)).toEqual({ problems: [{ path: '/company', message: 'm', severity: 'error' }] });
  });
});

/** The browser's Worker as a test double: it keeps what it is sent and answers a lint when the test says so. */
class TaskWorker {
  static created: TaskWorker[] = [];
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  readonly received: LintRequest[] = [];
  terminated = false;
  constructor(readonly url: URL) {
    TaskWorker.created.push(this);
  }
  postMessage(request: LintRequest) {
    this.received.push(request);
  }
  /** Answers the oldest lint request it has not answered. */
  answerNext() {
    const request = this.received.find((r): r is Extract<LintRequest, { kind: 'lint' }> => r.kind === 'lint' && !this.answered.has(r.id));
    if (!request) throw new Error('no lint request to answer');
    this.answered.add(request.id);
    this.onmessage?.({ data: { id: request.id, lint: lintDraft(request.text, null) } } as MessageEvent);
  }
  private readonly answered = new Set<number>();
  terminate() {
    this.terminated = true;
  }
}

describe('DraftLintClient', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    TaskWorker.created = [];
  });

  it('lints on this thread, with the schema, where there is no Worker', async () => {
    const client = new DraftLintClient();
    client.setSchema(schema);
    await expect(client.lint(validText, true)).resolves.toEqual({ problems: [] });
    const lint = await client.lint(wrongTitle, true);
    expect(lint && 'problems' in lint ? lint.problems.map((p) => p.path) : lint).toEqual(['/company/appTitle']);
  });

  it('checks one text at a time in its worker, and a newer text replaces the one waiting', async () => {
    vi.stubGlobal('Worker', TaskWorker);
    const client = new DraftLintClient();
    const worker = TaskWorker.created[0]!;
    client.setSchema(schema);
    const first = client.lint('{"a": 1}', true);
    const second = client.lint('{"b": ', true);
    const third = client.lint('{"c": 3}', false);
    // The worker got the schema and the first text only; the second never reaches it.
    expect(worker.received.map((r) => (r.kind === 'lint' ? r.text : r.kind))).toEqual(['schema', '{"a": 1}']);
    worker.answerNext();
    await expect(first).resolves.toEqual({ problems: [] });
    expect(worker.received.map((r) => (r.kind === 'lint' ? `${r.text} ${r.withSchema}` : r.kind))).toEqual(['schema', '{"a": 1} true', '{"c": 3} false']);
    worker.answerNext();
    // Whoever waited for the replaced text gets the newer text's answer.
    await expect(second).resolves.toEqual({ problems: [] });
    await expect(third).resolves.toEqual({ problems: [] });
  });

  it('lints what waits on this thread when the worker fails, and everything after', async () => {
    vi.stubGlobal('Worker', TaskWorker);
    const client = new DraftLintClient();
    const worker = TaskWorker.created[0]!;
    client.setSchema(schema);
    const waiting = client.lint(wrongTitle, true);
    worker.onerror?.(new Event('error'));
    expect(worker.terminated).toBe(true);
    const lint = await waiting;
    expect(lint && 'problems' in lint ? lint.problems.map((p) => p.path) : lint).toEqual(['/company/appTitle']);
    await expect(client.lint('{', true)).resolves.toEqual({ syntax: expect.objectContaining({ position: expect.any(Number) }) });
  });

  it('answers null to what waits when the editor goes away', async () => {
    vi.stubGlobal('Worker', TaskWorker);
    const client = new DraftLintClient();
    const pending = client.lint(validText, true);
    client.dispose();
    await expect(pending).resolves.toBeNull();
    expect(TaskWorker.created[0]!.terminated).toBe(true);
  });
});
