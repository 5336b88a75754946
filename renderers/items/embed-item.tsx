import type { ItemViewProps } from './item-view-props';

/** Placeholder until the embed renderer lands (this session). */
export default function EmbedItemView({ item }: ItemViewProps<'embed'>) {
  return <p>{item.title}</p>;
}
