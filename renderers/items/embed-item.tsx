import { embedHeight, embedSandbox, embedTarget } from '../../domain/item-urls';
import { scriptMessages } from '../../domain/messages/scripts';
import type { ItemViewProps } from './item-view-props';

/**
 * An embed item: its page in a sandboxed iframe. Only http/https URLs and paths of the portal's host are shown
 * (SPEC §5); anything else gets a visible message instead of a frame.
 */
export default function EmbedItemView({ item }: ItemViewProps<'embed'>) {
  const target = embedTarget(item.url, window.location.origin);
  if (!target) {
    return (
      <p role="alert" className="embed-item__refused">
        {scriptMessages.embed.invalidUrl}
      </p>
    );
  }
  return (
    <iframe
      className="embed-item"
      title={item.title}
      src={target.url}
      height={embedHeight(item.height)}
      width="100%"
      sandbox={embedSandbox(target)}
      loading="lazy"
      referrerPolicy="strict-origin-when-cross-origin"
      style={{ display: 'block', width: '100%', border: 0 }}
    />
  );
}
