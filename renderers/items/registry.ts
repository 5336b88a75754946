import type { ComponentType } from 'react';
import type { ItemKind, ModuleItem } from '../../schemas/items';
import { lazyChunk } from '../shell/lazy-with-timeout';
import type { ItemViewProps } from './item-view-props';

type ItemRenderers = { [K in ItemKind]: ComponentType<ItemViewProps<K>> };

/**
 * Item views by exact `kind` (DESIGN.md §4). Each is its own lazy chunk, so the dashboard loads only the
 * kinds it opens (RJSF and the table never reach the login or dashboard bundles). A kind missing here is a
 * compile error through `satisfies`.
 */
export const itemRenderers = {
  html: lazyChunk(() => import('./html-item')),
  table: lazyChunk(() => import('./table/table-item')),
  form: lazyChunk(() => import('./form/form-item')),
  embed: lazyChunk(() => import('./embed-item')),
  summary: lazyChunk(() => import('./summary-item')),
  script: lazyChunk(() => import('./script/script-item')),
  file: lazyChunk(() => import('./file/file-item')),
} satisfies ItemRenderers;

/** Any kind's renderer, for the one place that picks it by the item's kind at run time. */
export type AnyItemRenderer = ComponentType<Omit<ItemViewProps<ItemKind>, 'item'> & { item: ModuleItem }>;

/** The renderer of a kind, or null for a kind this build does not know (Object.hasOwn, never the prototype). */
export function rendererFor(kind: string): AnyItemRenderer | null {
  return Object.hasOwn(itemRenderers, kind) ? (itemRenderers[kind as ItemKind] as unknown as AnyItemRenderer) : null;
}
