import { useId, type ReactNode } from 'react';
import { portalMessages } from '../../domain/messages/portal';
import type { Module } from '../../schemas/company';
import type { ModuleItem } from '../../schemas/items';
import { ItemLink } from '../layout/item-link';
import type { ItemLinks } from '../layout/item-links';
import { ItemTabs } from '../layout/item-tabs';
import './item-panel.css';

type Props = { module: Module; item: ModuleItem; links: ItemLinks; homeHref: string; onClose(): void; children: ReactNode };

/** The open item: where it is (breadcrumb), its title, 'Fechar', the module's items as tabs, and the item itself. */
export function ItemPanel({ module, item, links, homeHref, onClose, children }: Props) {
  const base = useId();
  const panelId = `${base}-panel`;
  const tabId = (itemId: string) => `${base}-tab-${itemId}`;
  const { layout } = portalMessages;
  return (
    <section className="item-panel" aria-labelledby={`${base}-title`}>
      <nav className="item-panel__breadcrumb" aria-label={layout.breadcrumb}>
        <ol>
          <li>
            <a
              href={homeHref}
              onClick={(event) => {
                event.preventDefault();
                onClose();
              }}
            >
              {layout.home}
            </a>
          </li>
          <li>{module.title}</li>
          <li>
            <ItemLink module={module} item={item} links={links} />
          </li>
        </ol>
      </nav>
      <div className="item-panel__head">
        <h1 id={`${base}-title`} className="item-panel__title">
          {item.title}
        </h1>
        <button type="button" className="button button--ghost" onClick={onClose}>
          {layout.closeItem}
        </button>
      </div>
      <ItemTabs module={module} links={links} panelId={panelId} tabId={tabId} />
      <div id={panelId} className="item-panel__content" role="tabpanel" aria-labelledby={tabId(item.id)}>
        {children}
      </div>
    </section>
  );
}
