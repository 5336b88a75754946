import { describe, expect, it } from 'vitest';
import { formatCurrency } from '../../../domain/money';
import { formatBrl, liveFrameEffect, liveSocketUrl, withProduct } from '../../../domain/live-shop';

const product = { id: 'bone', name: 'Boné', priceCents: 2500, image: '', link: '', stock: 3 };
const event = { id: 'verao', title: 'Verão', status: 'live' as const, products: [product, { ...product, id: 'meia' }] };
const frame = (value: object) => JSON.stringify(value);

describe('live shop (domain)', () => {
  it('formats cents as BRL in pt-BR, the same text as the portal\'s other money', () => {
    expect(formatBrl(123456)).toBe('R$ 1.234,56');
    expect(formatBrl(0)).toBe('R$ 0,00');
    expect(formatBrl(199)).toBe('R$ 1,99');
    expect(formatBrl(123456)).toBe(formatCurrency(1234.56));
  });

  it('builds the socket URL on the page host, wss on https', () => {
    expect(liveSocketUrl({ protocol: 'https:', host: 'loja.com.br' })).toBe('wss://loja.com.br/store/v1/live/socket');
    expect(liveSocketUrl({ protocol: 'http:', host: 'localhost:3000' })).toBe('ws://localhost:3000/store/v1/live/socket');
  });

  it("reads the socket's frames for this live only; anything malformed does nothing", () => {
    expect(liveFrameEffect(frame({ action: 'subscribed', live: 'verao' }), 'verao')).toEqual({ kind: 'subscribed' });
    expect(liveFrameEffect(frame({ action: 'live', live: 'verao', event: { type: 'product', product } }), 'verao')).toEqual({ kind: 'product', product });
    expect(liveFrameEffect(frame({ action: 'live', live: 'verao', event: { type: 'changed' } }), 'verao')).toEqual({ kind: 'reload' });
    expect(liveFrameEffect(frame({ action: 'live', live: 'outra', event: { type: 'changed' } }), 'verao')).toEqual({ kind: 'none' });
    for (const bad of ['{', 'null', frame({ action: 'error', live: 'verao' }), 42]) expect(liveFrameEffect(bad, 'verao')).toEqual({ kind: 'none' });
  });

  it('replaces a known product in place and asks for a reload for an unknown one', () => {
    expect(withProduct(event, { ...product, stock: 0 })?.products).toEqual([{ ...product, stock: 0 }, { ...product, id: 'meia' }]);
    expect(withProduct(event, { ...product, id: 'novo' })).toBeNull();
  });
});
