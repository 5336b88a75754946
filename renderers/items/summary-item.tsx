import { useEffect, useState } from 'react';
import { summaryValue, type SummaryState } from '../../domain/item-opening';
import { SUMMARY_TIMEOUT_MS } from '../../domain/remote-sql';
import type { SummaryFigure as Figure } from '../../schemas/items';
import type { ItemViewProps } from './item-view-props';
import { useItemServices } from './item-services';
import { SummaryFigure } from './summary-figure';
import './summary-item.css';

/** One figure: its named query (connector of the figure, else the item's), loaded once, 30000 ms at most. */
function FigureCell({ figure, connector }: { figure: Figure; connector?: string }) {
  const services = useItemServices();
  const [state, setState] = useState<SummaryState>({ status: 'loading', value: null });
  useEffect(() => {
    let live = true;
    setState({ status: 'loading', value: null });
    services
      .runQuery(figure.query, { connector, timeoutMs: SUMMARY_TIMEOUT_MS, connectionErrors: false })
      .then(
        (rows) => live && setState({ status: 'loaded', value: summaryValue(rows) }),
        () => {
          if (!live) return;
          setState({ status: 'error', value: null });
          services.recordSummaryFailure();
        },
      );
    return () => {
      live = false;
    };
  }, [services, figure.query, connector]);
  return (
    <div className="summary-item__figure">
      <dt className="summary-item__label">{figure.label}</dt>
      <dd className="summary-item__value">
        <SummaryFigure item={{ sumType: figure.sumType }} state={state} />
      </dd>
    </div>
  );
}

/** A summary item: a grid of figures, each from its own named query. */
export default function SummaryItemView({ item }: ItemViewProps<'summary'>) {
  return (
    <dl className="summary-item">
      {item.figures.map((figure, index) => (
        <FigureCell key={`${figure.query}-${index}`} figure={figure} connector={figure.connector ?? item.connector} />
      ))}
    </dl>
  );
}
