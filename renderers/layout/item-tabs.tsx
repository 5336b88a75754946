import { useRef, type KeyboardEvent } from 'react';
import { portalMessages } from '../../domain/messages/portal';
import type { Module } from '../../schemas/company';
import { isCurrentItem, type ItemLinks } from './item-links';
import { useScrollRow } from '../ui/scroll-row';
import './item-tabs.css';

type Props = { module: Module; links: ItemLinks; panelId: string; tabId(itemId: string): string };

const moves: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

/**
 * The open module's items as tabs above the item (WAI-ARIA tabs, manual activation): arrows, Home and End move
 * focus, Enter or Space opens the focused item.
 */
export function ItemTabs({ module, links, panelId, tabId }: Props) {
  const list = useRef<HTMLDivElement>(null);
  // On a phone the tabs are a row that scrolls sideways, the selected one in view.
  useScrollRow(list, '[aria-selected="true"]');
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = moves[event.key];
    if (!move) return;
    const tabs = [...(list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]') ?? [])];
    const index = tabs.indexOf(document.activeElement as HTMLButtonElement);
    if (index < 0) return;
    event.preventDefault();
    tabs[move(index, tabs.length)]?.focus();
  };
  return (
    <div
      ref={list}
      className="item-tabs scroll-row"
      role="tablist"
      aria-label={portalMessages.layout.itemTabs(module.title)}
      onKeyDown={onKeyDown}
    >
      {module.items.map((item) => {
        const selected = isCurrentItem(links, module, item);
        const blocked = !selected ? links.blockedReason(module, item) : null;
        return (
          <button
            key={item.id}
            id={tabId(item.id)}
            type="button"
            role="tab"
            className="item-tabs__tab"
            aria-selected={selected}
            aria-controls={selected ? panelId : undefined}
            aria-disabled={blocked ? true : undefined}
            title={blocked ?? undefined}
            tabIndex={selected ? 0 : -1}
            onClick={() => {
              if (!selected && !blocked) links.open(module, item);
            }}
          >
            {item.title}
          </button>
        );
      })}
    </div>
  );
}
