import { Suspense, type ComponentProps } from 'react';
import { lazyChunk } from '../../renderers/shell/lazy-with-timeout';

const HtmlModal = lazyChunk(() => import('../../renderers/portal/html-modal'));

/** The tenant-HTML modal (HTML sanitised by the server), loaded only when a modal opens: not in the dashboard's first load. */
export function LazyHtmlModal(props: ComponentProps<typeof HtmlModal>) {
  return (
    <Suspense fallback={null}>
      <HtmlModal {...props} />
    </Suspense>
  );
}
