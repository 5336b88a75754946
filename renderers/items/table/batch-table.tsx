import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { fromPromise } from 'xstate';
import { asApiFailure } from '../../../domain/api-failure';
import { dataItemMessages } from '../../../domain/messages/data-items';
import { batchPollingMachine, type BatchResult } from '../../../machines/batch-polling.machine';
import { failureAlert, type Alert } from '../../../machines/shared/effects';
import type { Module } from '../../../schemas/company';
import type { ItemOfKind } from '../../../schemas/items';
import { useItemServices, type Row } from '../item-services';
import { ClientTable } from './client-table';

type Props = { module: Module; item: ItemOfKind<'table'> };

/** The same bindings a paged table sends, all rows: a query written for paging also runs as a batch. */
const allRows = { search: '', limit: null, offset: 0 };

function Processing() {
  return (
    <p className="table-item__processing" role="status" aria-busy="true">
      {dataItemMessages.table.processing}
    </p>
  );
}

function BatchAlert({ alert }: { alert: Alert }) {
  return (
    <div role="alert" className="table-item__alert">
      <p className="table-item__alert-title">{alert.title}</p>
      {alert.text && <p>{alert.text}</p>}
    </div>
  );
}

/** Polls one batch job with the batchPolling statechart (every 1 s while 404), then pages its rows. */
function BatchResult({ jobId, item }: { jobId: string; item: ItemOfKind<'table'> }) {
  const services = useItemServices();
  const [snapshot] = useMachine(
    batchPollingMachine.provide({
      actors: {
        fetchBatch: fromPromise<BatchResult, { jobId: string; maxWaitMs: number }>(({ input }) => services.fetchBatch(input.jobId)),
      },
    }),
    { input: { jobId } },
  );
  if (snapshot.matches('running')) return <Processing />;
  if (snapshot.matches('done')) return <ClientTable caption={item.title} columns={item.columns} rows={(snapshot.context.rows ?? []) as Row[]} />;
  return snapshot.context.alert ? <BatchAlert alert={snapshot.context.alert} /> : null;
}

/** A `batch: true` table: the query runs as a batch job (async-batch); 'Processando…' until its rows arrive. */
export function BatchTable({ item }: Props) {
  const services = useItemServices();
  const [job, setJob] = useState<{ jobId: string } | { alert: Alert } | null>(null);
  useEffect(() => {
    let live = true;
    services.startBatch(item.query, { connector: item.connector, replace: allRows }).then(
      (jobId) => live && setJob({ jobId }),
      (error: unknown) => live && setJob({ alert: failureAlert({ error: asApiFailure(error) }) }),
    );
    return () => {
      live = false;
    };
  }, [services, item.query, item.connector]);
  if (!job) return <Processing />;
  if ('alert' in job) return <BatchAlert alert={job.alert} />;
  return <BatchResult key={job.jobId} jobId={job.jobId} item={item} />;
}
