import type { ItemViewProps } from '../item-view-props';

/** Placeholder until the form renderer lands (this session). */
export default function FormItemView({ item }: ItemViewProps<'form'>) {
  return <p>{item.title}</p>;
}
