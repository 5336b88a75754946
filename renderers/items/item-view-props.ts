import type { Module } from '../../schemas/company';
import type { ItemKind, ItemOfKind } from '../../schemas/items';
import type { UserSession } from '../../schemas/session';

/** What every item renderer gets: the item of its exact kind, its module and the signed-in user. */
export type ItemViewProps<K extends ItemKind> = {
  module: Module;
  item: ItemOfKind<K>;
  user: UserSession;
};
