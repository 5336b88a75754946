// The JSON editor's lint off the main thread: parsing and checking a large tenant's draft against the published
// schema takes 100-250 ms, which would hold up the admin's next key press.
import type { ConfigProblem } from '../../schemas/admin-config';
import { lintDraft } from './draft-lint';
import type { LintRequest } from './draft-lint-client';
import { schemaChecker } from './schema-problems';

let check: ((document: unknown) => ConfigProblem[]) | null = null;

self.onmessage = ({ data }: MessageEvent<LintRequest>) => {
  if (data.kind === 'schema') {
    check = schemaChecker(data.schema);
    return;
  }
  self.postMessage({ id: data.id, lint: lintDraft(data.text, data.withSchema ? check : null) });
};
