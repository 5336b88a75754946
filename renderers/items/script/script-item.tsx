import type { ItemViewProps } from '../item-view-props';

/** Placeholder until the script renderer lands (this session). */
export default function ScriptItemView({ item }: ItemViewProps<'script'>) {
  return <p>{item.title}</p>;
}
