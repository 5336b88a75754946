import type { ReactNode } from 'react';
import { adminMessages } from '../../domain/messages/admin';
import { LoadFailed } from '../ui/load-failed';

type Texts = { loading: string; loadFailed: string; retry: string };

type Props<T> = {
  /** null until the first load answers. */
  data: T | null;
  failed: boolean;
  onRetry(): void;
  /** When the data holds nothing to show (a list with no rows): the sentence shown instead of the content. */
  empty?: { when(data: T): boolean; text: string };
  /** A panel that names what it loads; the admin area's shared texts otherwise. */
  texts?: Texts;
  children(data: T): ReactNode;
};

/**
 * An admin screen's data as it comes, the same on every screen: the reason and a retry when the load failed,
 * 'Carregando…' until it answers, the empty sentence (announced, so a search that finds nothing is heard), then
 * the content.
 */
export function LoadState<T>({ data, failed, onRetry, empty, texts = adminMessages, children }: Props<T>) {
  if (failed) return <LoadFailed text={texts.loadFailed} retry={texts.retry} onRetry={onRetry} />;
  if (data === null) return <p role="status">{texts.loading}</p>;
  if (empty?.when(data)) {
    return (
      <p role="status" className="admin-empty">
        {empty.text}
      </p>
    );
  }
  return <>{children(data)}</>;
}
