import { useId, type ReactNode } from 'react';
import type { Module } from '../../schemas/company';
import type { ModuleItem } from '../../schemas/items';
import { isCurrentItem, type ItemLinks } from './item-links';

type Props = { module: Module; item: ModuleItem; links: ItemLinks; className?: string; children?: ReactNode };

/**
 * A real link to an item: a plain click opens it through the portal (route or in place); a blocked item keeps
 * focus but says why (aria-disabled + description) instead of opening.
 */
export function ItemLink({ module, item, links, className, children }: Props) {
  const reasonId = useId();
  const blocked = links.blockedReason(module, item);
  const current = isCurrentItem(links, module, item);
  return (
    <>
      <a
        className={className}
        href={links.href(module, item)}
        aria-current={current ? 'page' : undefined}
        aria-disabled={blocked ? true : undefined}
        aria-describedby={blocked ? reasonId : undefined}
        data-item={`${module.id}/${item.id}`}
        onClick={(event) => {
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          if (!blocked) links.open(module, item);
        }}
      >
        {children ?? item.title}
      </a>
      {blocked ? (
        <span id={reasonId} hidden>
          {blocked}
        </span>
      ) : null}
    </>
  );
}
