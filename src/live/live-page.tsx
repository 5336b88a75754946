import { useCallback, useEffect, useState, type ReactNode } from 'react';
import type { ApiFailure } from '../../domain/api-failure';
import { formatBrl, withProduct } from '../../domain/live-shop';
import { liveShopMessages } from '../../domain/messages/live-shop';
import { AccountCard } from '../../renderers/account/account-card';
import { LoadFailed } from '../../renderers/ui/load-failed';
import type { LiveEvent, LiveProduct } from '../../schemas/live-shop';
import { loadLiveEvent } from '../api/live-shop-api';
import { useTenant } from '../bootstrap/tenant-context';
import { connectLiveSocket } from './live-socket';
import './live-page.css';

const texts = liveShopMessages;

type View = { kind: 'loading' } | { kind: 'notFound' } | { kind: 'failed' } | { kind: 'ready'; event: LiveEvent };

function ProductCard({ product }: { product: LiveProduct }) {
  return (
    <li className="live-product" data-product={product.id}>
      {product.image ? <img className="live-product__image" src={product.image} alt="" loading="lazy" /> : null}
      <h3 className="live-product__name">{product.name}</h3>
      <p className="live-product__price">{formatBrl(product.priceCents)}</p>
      <p className={`live-product__stock ${product.stock === 0 ? 'live-product__stock--out' : ''}`}>{texts.page.stock(product.stock)}</p>
      {product.link ? (
        // The card's title already shows the name: the button says "Ver produto", and the name is read to screen
        // readers only, so each link's accessible name still tells the products apart.
        <a className="button button--ghost live-product__link" href={product.link} target="_blank" rel="noopener noreferrer">
          {texts.page.buy}
          <span className="visually-hidden"> {product.name}</span>
        </a>
      ) : null}
    </li>
  );
}

/**
 * A live-shop page (/aovivo/:id, /live/:id, /aovivo-*, /live-*; issue 11): the tenant's live event and its
 * products in BRL, kept current by the store socket (a changed product in place, anything else reloaded).
 */
export function LivePage({ liveId, children }: { liveId: string; children?: ReactNode }) {
  const { company } = useTenant();
  const [view, setView] = useState<View>({ kind: 'loading' });
  const [connected, setConnected] = useState<boolean | null>(null);
  const [notice, setNotice] = useState('');

  const load = useCallback(() => {
    loadLiveEvent(company.id, liveId)
      .then((event) => setView({ kind: 'ready', event }))
      .catch((failure: ApiFailure) => setView(failure.status === 404 ? { kind: 'notFound' } : { kind: 'failed' }));
  }, [company.id, liveId]);

  useEffect(() => {
    load();
    return connectLiveSocket(company.id, liveId, {
      onConnected: setConnected,
      onEffect: (effect) => {
        if (effect.kind === 'reload') return load();
        setNotice(texts.page.updated);
        let missing = false;
        setView((current) => {
          const next = current.kind === 'ready' ? withProduct(current.event, effect.product) : null;
          missing = !next;
          return next ? { kind: 'ready', event: next } : current;
        });
        if (missing) load();
      },
    });
  }, [company.id, liveId, load]);

  if (view.kind === 'loading') {
    return (
      <AccountCard title={texts.page.loading} wide>
        {children}
      </AccountCard>
    );
  }
  if (view.kind === 'notFound') {
    return (
      <AccountCard title={texts.page.notFoundTitle} lead={texts.page.notFound} wide>
        {children}
      </AccountCard>
    );
  }
  if (view.kind === 'failed') {
    return (
      <AccountCard title={texts.page.notFoundTitle} wide>
        <LoadFailed text={texts.page.loadFailed} retry={texts.page.retry} onRetry={load} />
        {children}
      </AccountCard>
    );
  }
  const { event } = view;
  return (
    <AccountCard title={event.title} wide>
      <p className="live-page__meta" data-live={connected ? 'connected' : 'offline'}>
        <span className={`live-page__status live-page__status--${event.status}`}>{texts.status[event.status]}</span>
        {event.description ? <span>{event.description}</span> : null}
      </p>
      <p className="visually-hidden" role="status">
        {connected === false ? texts.page.reconnecting : notice || (connected ? texts.page.connected : '')}
      </p>
      <h2 className="live-page__heading">{texts.page.products}</h2>
      {event.products.length === 0 ? <p>{texts.page.noProducts}</p> : null}
      <ul className="live-page__products">
        {event.products.map((product) => (
          <ProductCard key={product.id} product={product} />
        ))}
      </ul>
      {children}
    </AccountCard>
  );
}
