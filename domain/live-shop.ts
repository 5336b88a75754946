import type { LiveEvent, LiveProduct, LiveSocketEvent } from '../schemas/live-shop';
import { formatCurrency } from './money';

export const LIVE_SOCKET_PATH = '/store/v1/live/socket';

/** ws: or wss: on the page's own host, for the live-shop socket. */
export function liveSocketUrl(location: { protocol: string; host: string }): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${LIVE_SOCKET_PATH}`;
}

/** A price in cents as the page shows it: 'R$ 1.234,56', the portal's one money format (domain/money.ts). */
export function formatBrl(cents: number): string {
  return formatCurrency(cents / 100);
}

/** What a live-socket frame asks of the page: apply a product, reload the event, or nothing. */
export type LiveFrameEffect = { kind: 'subscribed' } | { kind: 'reload' } | { kind: 'product'; product: LiveProduct } | { kind: 'none' };

/** Reads one frame of the live-shop socket for `liveId` (anything else, or malformed: 'none'). */
export function liveFrameEffect(data: unknown, liveId: string): LiveFrameEffect {
  if (typeof data !== 'string') return { kind: 'none' };
  let frame: { action?: unknown; live?: unknown; event?: Partial<LiveSocketEvent> };
  try {
    frame = JSON.parse(data) as typeof frame;
  } catch {
    return { kind: 'none' };
  }
  if (!frame || typeof frame !== 'object' || frame.live !== liveId) return { kind: 'none' };
  if (frame.action === 'subscribed') return { kind: 'subscribed' };
  if (frame.action !== 'live') return { kind: 'none' };
  const event = frame.event;
  if (event?.type === 'product' && event.product && typeof event.product.id === 'string') return { kind: 'product', product: event.product };
  return { kind: 'reload' };
}

/** The event with one product replaced (a product not in the list: the event as it was, the caller reloads). */
export function withProduct(event: LiveEvent, product: LiveProduct): LiveEvent | null {
  if (!event.products.some((p) => p.id === product.id)) return null;
  return { ...event, products: event.products.map((p) => (p.id === product.id ? product : p)) };
}
