// The static HTML of `npm run replay -- --report DIR` (issue 15): per fixture each step's event, state, effect
// actions, pass/fail and the real screen's screenshot; failing fixtures first, in red, with where they failed;
// then the transition coverage table. Pure: the CLI writes it, tests read it.
import type { MachineCoverage } from '../../machines/replay/coverage';
import type { ReplayResult } from '../../machines/replay/replay';
import type { ReplayFixture } from '../../schemas/replay-fixture';

export type ReportEntry = {
  /** The fixture's path, as the CLI prints it. */
  name: string;
  fixture?: ReplayFixture;
  result?: ReplayResult;
  failures: string[];
  /** Screenshot per step (0 = after start), relative to the report's directory. */
  shots?: Record<number, string>;
};

const esc = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const json = (value: unknown) => esc(JSON.stringify(value) ?? '');
export const anchorOf = (name: string) => name.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '');

function stepRows(entry: ReportEntry): string {
  const { result, fixture } = entry;
  if (!result || !fixture) return '';
  const rows = [
    { n: 0, event: 'início', expect: '', state: result.start.state, actions: result.start.actions, failures: [] as string[] },
    ...result.steps.map((s) => ({
      n: s.index + 1,
      event: s.send ? JSON.stringify(s.send) : s.after !== undefined ? `depois de ${s.after} ms` : '—',
      expect: JSON.stringify(s.expect),
      state: s.state,
      actions: s.actions,
      failures: s.failures,
    })),
  ];
  const notRun = fixture.steps.length - result.steps.length;
  const body = rows
    .map((r) => {
      const shot = entry.shots?.[r.n];
      const status = r.n === 0 ? '' : r.failures.length ? 'falhou' : 'passou';
      return `<tr class="${r.failures.length ? 'fail' : ''}"><td>${r.n}</td><td><code>${esc(r.event)}</code></td><td><code>${esc(r.expect)}</code></td><td><code>${json(r.state)}</code></td><td>${r.actions.length ? r.actions.map((a) => `<code>${json(a)}</code>`).join('<br>') : '—'}</td><td>${status}${r.failures.map((f) => `<div class="why">${esc(f)}</div>`).join('')}</td><td>${shot ? `<a href="${esc(shot)}"><img src="${esc(shot)}" alt="Tela na etapa ${r.n}" loading="lazy"></a>` : ''}</td></tr>`;
    })
    .join('\n');
  const tail = notRun > 0 ? `<tr><td colspan="7">${notRun} etapa(s) não executada(s) depois da falha.</td></tr>` : '';
  return `<table><thead><tr><th>Etapa</th><th>Evento</th><th>Esperado</th><th>Estado</th><th>Ações de efeito</th><th>Resultado</th><th>Tela</th></tr></thead><tbody>${body}${tail}</tbody></table>`;
}

function fixtureSection(entry: ReportEntry): string {
  const failed = entry.failures.length > 0;
  const description = entry.fixture?.description ? `<p>${esc(entry.fixture.description)}</p>` : '';
  const failures = failed ? `<ul class="why">${entry.failures.map((f) => `<li>${esc(f)}</li>`).join('')}</ul>` : '';
  return `<section id="${anchorOf(entry.name)}" class="fixture ${failed ? 'fail' : 'pass'}" data-result="${failed ? 'fail' : 'pass'}"><h2>${failed ? '✗' : '✓'} ${esc(entry.name)}</h2>${description}${failures}${stepRows(entry)}</section>`;
}

function coverageTable(coverage: readonly MachineCoverage[]): string {
  const rows = coverage
    .map((m) => {
      const missing = m.missing.map((t) => `<code>${esc(t.key)}</code>${t.guard ? ` [${esc(t.guard)}]` : ''}`).join('<br>');
      const full = m.covered === m.total;
      return `<tr class="${full ? '' : 'partial'}"><td>${esc(m.machine)}</td><td>${m.covered}/${m.total}</td><td>${m.unreachable.length}</td><td>${missing || '—'}</td></tr>`;
    })
    .join('\n');
  return `<table><thead><tr><th>Máquina</th><th>Transições percorridas</th><th>Inalcançáveis (explicadas)</th><th>Não percorridas</th></tr></thead><tbody>${rows}</tbody></table>`;
}

export function reportHtml(entries: readonly ReportEntry[], coverage: readonly MachineCoverage[], when = new Date()): string {
  const failed = entries.filter((e) => e.failures.length > 0);
  const ordered = [...failed, ...entries.filter((e) => e.failures.length === 0)];
  const summary = `${entries.length - failed.length} passaram, ${failed.length} falharam`;
  const index = failed.length
    ? `<nav aria-label="Falhas"><h2>Falhas</h2><ul>${failed.map((e) => `<li><a href="#${anchorOf(e.name)}">${esc(e.name)}</a>: ${esc(e.failures[0] ?? '')}</li>`).join('')}</ul></nav>`
    : '';
  return `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Relatório de replay: ${esc(summary)}</title><link rel="stylesheet" href="assets/report.css"></head>
<body><main><h1>Relatório de replay dos statecharts</h1>
<p class="summary ${failed.length ? 'fail' : 'pass'}" data-summary>${esc(summary)} (${esc(when.toISOString())})</p>
${index}
<h2>Cobertura de transições</h2>${coverageTable(coverage)}
${ordered.map(fixtureSection).join('\n')}
</main></body></html>
`;
}

export const reportCss = `body{font:14px/1.4 system-ui,sans-serif;margin:1rem;color:#111}
code{font-size:12px;word-break:break-word}table{border-collapse:collapse;width:100%;margin:.5rem 0 1.5rem}
th,td{border:1px solid #ccc;padding:.25rem .5rem;text-align:left;vertical-align:top}
.fixture{border-left:4px solid #2e7d32;padding-left:.75rem;margin:1.5rem 0}
.fixture.fail,.summary.fail{border-color:#b00020;color:#b00020}.summary.pass{color:#2e7d32}
tr.fail td{background:#fde7ea}.why{color:#b00020}tr.partial td{background:#fff4e5}
img{max-width:240px;border:1px solid #ccc}
`;
