import { TenantHtml } from '../ui/tenant-html';
import type { ItemViewProps } from './item-view-props';

/** An html item: the tenant's HTML as the server sanitised it (DESIGN.md §4), never as it was written. */
export default function HtmlItemView({ item }: ItemViewProps<'html'>) {
  return <TenantHtml className="html-item" html={item.html} />;
}
