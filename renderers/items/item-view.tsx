import { Suspense } from 'react';
import { portalMessages } from '../../domain/messages/portal';
import type { Module } from '../../schemas/company';
import type { ModuleItem } from '../../schemas/items';
import type { UserSession } from '../../schemas/session';
import { rendererFor } from './registry';

type Props = { module: Module; item: ModuleItem; user: UserSession };

/** An opened item, drawn by the renderer of its kind; an unknown kind shows a visible panel instead. */
export function ItemView({ module, item, user }: Props) {
  const Renderer = rendererFor(item.kind);
  if (!Renderer) {
    return (
      <p role="alert" className="item-view__unknown">
        {portalMessages.items.unknownKind(String(item.kind))}
      </p>
    );
  }
  return (
    <Suspense fallback={<p aria-busy="true">{portalMessages.items.loading}</p>}>
      <Renderer module={module} item={item} user={user} />
    </Suspense>
  );
}
