import type { ItemViewProps } from './item-view-props';

/** Placeholder until the summary renderer lands (this session). */
export default function SummaryItemView({ item }: ItemViewProps<'summary'>) {
  return <p>{item.title}</p>;
}
