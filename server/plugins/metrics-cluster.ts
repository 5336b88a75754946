import cluster from 'node:cluster';
import { randomUUID } from 'node:crypto';
import { AggregatorRegistry } from 'prom-client';

const ask = 'portal:metrics-request';
const answer = 'portal:metrics-reply';
type Asked = { type: typeof ask; id: string };
type Answered = { type: typeof answer; id: string; text?: string; error?: string };

/**
 * In a cluster worker: the metrics of every worker, summed by the primary (prom-client's AggregatorRegistry
 * gathers each worker's registry over IPC). Fails after `timeoutMs` if the primary does not answer.
 */
export function clusterMetricsText(timeoutMs = 5000): Promise<string> {
  const id = randomUUID();
  return new Promise((resolve, reject) => {
    const onMessage = (message: Answered) => {
      if (message?.type !== answer || message.id !== id) return;
      done();
      if (message.text !== undefined) resolve(message.text);
      else reject(new Error(message.error ?? 'cluster metrics failed'));
    };
    const timer = setTimeout(() => {
      done();
      reject(new Error('cluster metrics: the primary did not answer'));
    }, timeoutMs);
    const done = () => {
      clearTimeout(timer);
      process.off('message', onMessage);
    };
    process.on('message', onMessage);
    process.send?.({ type: ask, id } satisfies Asked);
  });
}

/** In the cluster primary: answers workers' metrics requests with the aggregate of all workers. */
export function serveClusterMetrics(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, message: Asked) => {
    if (message?.type !== ask) return;
    aggregator.clusterMetrics().then(
      (text) => worker.send({ type: answer, id: message.id, text } satisfies Answered),
      (err: unknown) => worker.send({ type: answer, id: message.id, error: String(err) } satisfies Answered),
    );
  });
}
