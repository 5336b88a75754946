import { summaryStatus, type SummaryState } from '../../domain/item-opening';
import { dataItemMessages } from '../../domain/messages/data-items';
import { formatSummaryValue, type Locale } from '../../domain/money';
import type { ModuleItem } from '../../schemas/items';
import './summary-figure.css';

type FigureItem = Partial<Pick<ModuleItem, 'sumType' | 'sumSql' | 'connector' | 'sumError'>>;
type Props = { item: FigureItem; state?: SummaryState | null; language?: Locale };

export type FigureView = { status: 'empty' | 'loading' | 'loaded' | 'error'; text: string };

/**
 * What a figure shows: an item with sumSql follows domain/item-opening (no connector = error); a figure
 * without one (a summary item's figure) follows its state alone. Currency in BRL pt-BR (SPEC §1/§9).
 */
export function figureView(item: FigureItem, state: SummaryState | null | undefined, language: Locale = 'pt-BR'): FigureView {
  const status = item.sumSql ? summaryStatus(item, state) : (state?.status ?? 'empty');
  const messages = dataItemMessages.summary;
  if (status === 'loading') return { status, text: messages.loading };
  if (status === 'error') return { status, text: messages.error };
  const text = status === 'loaded' ? formatSummaryValue(state?.value, item.sumType, language) : '';
  return text ? { status: 'loaded', text } : { status: 'empty', text: messages.empty };
}

/** One summary figure, announced politely when it changes and busy while it loads. */
export function SummaryFigure({ item, state, language = 'pt-BR' }: Props) {
  const view = figureView(item, state, language);
  return (
    <span
      className={`summary-figure summary-figure--${view.status}`}
      aria-live="polite"
      aria-busy={view.status === 'loading'}
      data-status={view.status}
    >
      {view.text}
    </span>
  );
}
