import { Component, Suspense, useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import type { ActivityBucket, ActivityGrouping } from '../../domain/activity-chart';
import { activityPeriodQuery, activityTable, recentDays } from '../../domain/activity-table';
import { formatDate, parseDate } from '../../domain/dates';
import { adminMessages } from '../../domain/messages/admin';
import { adminOperationsUi } from '../../domain/messages/admin-operations-ui';
import { AdminTable } from '../../renderers/admin/admin-table';
import { lazyChunk } from '../../renderers/shell/lazy-with-timeout';
import { PageHeading } from '../../renderers/ui/page-heading';
import type { ActivityChart as Chart } from '../../schemas/admin-operations';
import { fetchActivity, failureMessage } from '../api/admin-operations-api';
import { ActivityRecords } from './activity-records';
import './operations.css';

// uPlot loads with this chunk only: no other screen (and neither the login nor the portal) carries it.
const ActivityChart = lazyChunk(() => import('../../renderers/admin/activity-chart'));

const t = adminOperationsUi.activity;
const keyLabel = (key: string) => (key === '' ? t.noUser : key);
/** Hours over a long period pass the chart's 500 points: switching to hours narrows it to the last two days. */
const longForHours = 20;

class ChartBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p className="ops-error">{t.chartFailed}</p> : this.props.children;
  }
}

const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;
const typedDays = (days: { from: string; to: string }) => ({ from: formatDate(days.from), to: formatDate(days.to) });

/** /admin/activity (permission 'activity'): the recorded activities over time, as a chart and as a table. */
export function ActivityPage({ companyId }: { companyId: string }) {
  const ids = useId();
  // Typed as 'DD/MM/YYYY' (whatever the browser's own locale would make of a date input).
  const [period, setPeriod] = useState(() => typedDays(recentDays(new Date(), 30)));
  const [bucket, setBucket] = useState<ActivityBucket>('day');
  const [by, setBy] = useState<ActivityGrouping>('kind');
  const [chart, setChart] = useState<Chart | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [attempt, setAttempt] = useState(0);
  const days = { from: parseDate(period.from) ?? '', to: parseDate(period.to) ?? '' };
  const query = activityPeriodQuery(days.from, days.to);

  useEffect(() => {
    if (!query) return;
    let current = true;
    setLoading(true);
    fetchActivity(companyId, { ...query, by, bucket }).then(
      (next) => {
        if (!current) return;
        setChart(next);
        setError(null);
        setLoading(false);
      },
      (reason: unknown) => {
        if (!current) return;
        setError(failureMessage(reason) ?? adminMessages.loadFailed);
        setLoading(false);
      },
    );
    return () => {
      current = false;
    };
    // The query's instants are what matter, not the object.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [companyId, query?.from, query?.to, by, bucket, attempt]);

  const chooseBucket = (next: ActivityBucket) => {
    setBucket(next);
    if (next === 'hour' && query && daysBetween(days.from, days.to) > longForHours) setPeriod(typedDays(recentDays(new Date(`${days.to}T12:00:00Z`), 2)));
  };
  const table = useMemo(() => (chart ? activityTable(chart.series, chart.bucket) : null), [chart]);
  const hasData = chart !== null && chart.total > 0 && chart.series.length > 0;

  return (
    <div className="ops-page">
      <PageHeading className="area__title">{t.title}</PageHeading>
      <p className="area__intro">{t.intro}</p>
      <form className="ops-toolbar" aria-label={t.filters} onSubmit={(event) => (event.preventDefault(), setAttempt((n) => n + 1))}>
        {(['from', 'to'] as const).map((end) => (
          <label key={end} className="ops-toolbar__field ops-toolbar__field--date" htmlFor={`${ids}-${end}`}>
            {end === 'from' ? t.from : t.to}
            <input
              id={`${ids}-${end}`}
              className="input"
              inputMode="numeric"
              placeholder={t.datePlaceholder}
              value={period[end]}
              maxLength={10}
              aria-invalid={days[end] === '' || !query ? true : undefined}
              aria-describedby={!query ? `${ids}-dates-error` : undefined}
              onChange={(event) => setPeriod((p) => ({ ...p, [end]: event.target.value }))}
            />
          </label>
        ))}
        <fieldset>
          <legend>{t.bucket}</legend>
          {(['day', 'hour'] as const).map((value) => (
            <label key={value} className="ops-choice">
              <input type="radio" name={`${ids}-bucket`} value={value} checked={bucket === value} onChange={() => chooseBucket(value)} />
              {value === 'day' ? t.day : t.hour}
            </label>
          ))}
        </fieldset>
        <fieldset>
          <legend>{t.by}</legend>
          {(['kind', 'user'] as const).map((value) => (
            <label key={value} className="ops-choice">
              <input type="radio" name={`${ids}-by`} value={value} checked={by === value} onChange={() => setBy(value)} />
              {value === 'kind' ? t.byKind : t.byUser}
            </label>
          ))}
        </fieldset>
        <button type="submit" className="button button--outline">
          {t.apply}
        </button>
      </form>
      <div role="status" aria-live="polite">
        {!query ? (
          <p id={`${ids}-dates-error`} className="config-notice config-notice--error">
            {t.invalidDates}
          </p>
        ) : null}
        {query && error ? <p className="config-notice config-notice--error">{error}</p> : null}
        {query && !error && loading ? <p className="ops-summary">{adminMessages.loading}</p> : null}
        {query && !error && !loading && chart ? <p className="ops-summary">{t.total(chart.total)}</p> : null}
      </div>
      {chart && !error ? (
        hasData && table ? (
          <>
            <section className="ops-card" aria-labelledby={`${ids}-chart`}>
              <h2 id={`${ids}-chart`} className="ops-card__title">
                {t.chartTitle}
              </h2>
              <ChartBoundary>
                <Suspense fallback={<p className="ops-muted">{t.chartLoading}</p>}>
                  <ActivityChart series={chart.series} bucket={chart.bucket} label={t.chartLabel(chart.total, chart.series.length)} keyLabel={keyLabel} />
                </Suspense>
              </ChartBoundary>
            </section>
            <section className="ops-card" aria-labelledby={`${ids}-table`}>
              <h2 id={`${ids}-table`} className="ops-card__title">
                {t.tableTitle}
              </h2>
              <AdminTable labelledBy={`${ids}-table`}>
                <caption className="visually-hidden">{t.tableCaption(period.from, period.to)}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t.when}</th>
                    {table.keys.map((key) => (
                      <th key={key} scope="col" className="ops-num ops-key">
                        {keyLabel(key)}
                      </th>
                    ))}
                    <th scope="col" className="ops-num">
                      {t.totalColumn}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {table.rows.map((row) => (
                    <tr key={row.at}>
                      <th scope="row">{row.label}</th>
                      {row.counts.map((n, index) => (
                        <td key={table.keys[index]} className="ops-num">
                          {n.toLocaleString('pt-BR')}
                        </td>
                      ))}
                      <td className="ops-num">{row.total.toLocaleString('pt-BR')}</td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr>
                    <th scope="row">{t.totalColumn}</th>
                    {table.totals.map((n, index) => (
                      <td key={table.keys[index]} className="ops-num">
                        {n.toLocaleString('pt-BR')}
                      </td>
                    ))}
                    <td className="ops-num">{chart.series.length > 0 ? table.totals.reduce((a, b) => a + b, 0).toLocaleString('pt-BR') : 0}</td>
                  </tr>
                </tfoot>
              </AdminTable>
            </section>
          </>
        ) : (
          <p className="ops-card">{t.empty}</p>
        )
      ) : null}
      <ActivityRecords companyId={companyId} />
    </div>
  );
}
