import { Suspense, useId, useState } from 'react';
import { dataItemMessages } from '../../domain/messages/data-items';
import { portalMessages } from '../../domain/messages/portal';
import type { Module } from '../../schemas/company';
import type { ModuleItem } from '../../schemas/items';
import type { UserSession } from '../../schemas/session';
import { lazyChunk } from '../shell/lazy-with-timeout';
import { rendererFor } from './registry';
import './item-view.css';

// Its own chunk, like the table renderer: the dashboard loads it only when a detail is opened.
const DetailTable = lazyChunk(() => import('./table/detail-table'));

type Props = { module: Module; item: ModuleItem; user: UserSession };

const loading = <p aria-busy="true">{portalMessages.items.loading}</p>;

/** 'Ver detalhes': the item's detailSql rows in a table below the item, on demand. */
function ItemDetail({ item }: { item: ModuleItem & { detailSql: string } }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <div className="item-view__detail">
      <button type="button" className="button button--outline" aria-expanded={open} aria-controls={open ? id : undefined} onClick={() => setOpen(!open)}>
        {open ? dataItemMessages.detail.hide : dataItemMessages.detail.show}
      </button>
      {open && (
        <Suspense fallback={loading}>
          <DetailTable key={item.detailSql} item={item} id={id} />
        </Suspense>
      )}
    </div>
  );
}

/** An opened item, drawn by the renderer of its kind (an unknown kind shows a visible panel), and its detail. */
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
    <>
      <Suspense fallback={loading}>
        <Renderer key={`${module.id}/${item.id}`} module={module} item={item} user={user} />
      </Suspense>
      {item.detailSql && <ItemDetail key={`${module.id}/${item.id}`} item={{ ...item, detailSql: item.detailSql }} />}
    </>
  );
}
