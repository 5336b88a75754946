import type { ItemViewProps } from './item-view-props';

/** Placeholder until the html renderer lands (this session). */
export default function HtmlItemView({ item }: ItemViewProps<'html'>) {
  return <p>{item.title}</p>;
}
