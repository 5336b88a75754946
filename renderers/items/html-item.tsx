import { SanitizedHtml } from '../login/sanitized-html';
import type { ItemViewProps } from './item-view-props';

/** An html item: the tenant's HTML after DOMPurify (DESIGN.md §4), never as it was written. */
export default function HtmlItemView({ item }: ItemViewProps<'html'>) {
  return <SanitizedHtml className="html-item" html={item.html} />;
}
