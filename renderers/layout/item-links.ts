import type { ReactNode } from 'react';
import type { Module } from '../../schemas/company';
import type { ModuleItem } from '../../schemas/items';

/** How every menu, card and tab of the portal links to an item (the app decides routes and opening rules). */
export type ItemLinks = {
  href(module: Module, item: ModuleItem): string;
  open(module: Module, item: ModuleItem): void;
  /** Why the item cannot open now (SPEC §4), or null when it can. */
  blockedReason(module: Module, item: ModuleItem): string | null;
  /** The item's summary figure, when it has one. */
  figure(module: Module, item: ModuleItem): ReactNode;
  current: { moduleId: string | null; itemId: string | null };
};

export const isCurrentItem = (links: ItemLinks, module: Module, item: ModuleItem) =>
  links.current.moduleId === module.id && links.current.itemId === item.id;
