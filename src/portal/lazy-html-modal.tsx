import { Suspense, type ComponentProps } from 'react';
import { lazyChunk } from '../../renderers/shell/lazy-with-timeout';

const HtmlModal = lazyChunk(() => import('../../renderers/portal/html-modal'));

/** The tenant-HTML modal, loaded with DOMPurify only when a modal opens: neither is in the dashboard's first load. */
export function LazyHtmlModal(props: ComponentProps<typeof HtmlModal>) {
  return (
    <Suspense fallback={null}>
      <HtmlModal {...props} />
    </Suspense>
  );
}
