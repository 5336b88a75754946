// The summary figure's named query under load, on the embedded ERP (PGlite) and on PostgreSQL, against the
// bare route on the same server (measured in this run).
import { apiLogin } from './api-login';
import { summaryQuery, summaryQueryPg } from './bench-fixtures';
import { load, type LoadResult } from './http-load';
import { ratio, type Row } from './report';

type Options = { port: number; seconds: number; connections: number; bare: LoadResult; postgres: boolean };

export async function sqlFigures({ port, seconds, connections, bare, postgres }: Options): Promise<Row[]> {
  const code = await apiLogin(port, 'localhost', 'local', 'ana@demo.com.br', 'Portal@2026');
  const rows: Row[] = [];
  const targets: [string, string][] = [['PGlite', summaryQuery]];
  if (postgres) targets.push(['PostgreSQL', summaryQueryPg]);
  for (const [where, name] of targets) {
    const url = `http://localhost:${port}/remotesql/v1/session/app/local/sql/${name}`;
    const check = await fetch(url, { headers: { code } });
    if (check.status !== 200) throw new Error(`${name} answers ${check.status}: ${await check.text()}`);
    const result = await load({ url, headers: { code }, connections, seconds });
    rows.push([`named-query summary req/s, ${where}`, result.rps.toFixed(0), `${bare.rps.toFixed(0)} bare route`, ratio(result.rps, bare.rps)]);
    if (where === 'PostgreSQL') {
      // The floor the issue names: a bare route with `SELECT 1` on a pool of the same size to the same database.
      const select = await load({ url: `http://localhost:${port}/__bench/bare-select`, connections, seconds });
      if (select.non2xx || select.errors) throw new Error(`bare SELECT 1 route: non-2xx ${select.non2xx}, errors ${select.errors}`);
      rows.push([
        `named-query summary req/s, PostgreSQL vs SELECT 1`,
        result.rps.toFixed(0),
        `${select.rps.toFixed(0)} bare route + pg.Pool SELECT 1`,
        ratio(result.rps, select.rps),
      ]);
    }
    rows.push([
      `named-query summary p99, ${where}`,
      `${result.p99Ms} ms`,
      `${bare.p99Ms} ms bare route`,
      `non-2xx ${result.non2xx}, errors ${result.errors}`,
    ]);
  }
  if (!postgres) rows.push(['named-query summary, PostgreSQL', 'skipped', 'no PostgreSQL server answered', '-']);
  return rows;
}
