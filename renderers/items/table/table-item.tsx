import type { ItemViewProps } from '../item-view-props';

/** Placeholder until the table renderer lands (this session). */
export default function TableItemView({ item }: ItemViewProps<'table'>) {
  return <p>{item.title}</p>;
}
