import { describe, expect, it } from 'vitest';
import { canOpenItem, isLegacyScript, summaryStatus, summaryValue } from '../../../domain/item-opening';
import {
  contentHash,
  DASHBOARD_MODAL_COOKIE,
  itemModalCookie,
  LOGIN_MODAL_COOKIE,
  shouldShowModal,
  watchedCookieValue,
} from '../../../domain/modal-cookies';
import { pageTitle, showsNotificationIcon, unreadCount } from '../../../domain/page-title';
import { collectPages, nextPage, pagingTokens, REMOTE_SQL_PAGE_SIZE } from '../../../domain/remote-sql';

const withSum = { sumSql: 'titulos', connector: 'erp' };

describe('summary status and item opening (SPEC §4)', () => {
  it('gives the summary status of an item', () => {
    expect(summaryStatus({})).toBe('none');
    expect(summaryStatus(withSum)).toBe('empty');
    expect(summaryStatus(withSum, { status: 'loading' })).toBe('loading');
    expect(summaryStatus(withSum, { status: 'loaded', value: 3 })).toBe('loaded');
    expect(summaryStatus(withSum, { status: 'error' })).toBe('error');
    expect(summaryStatus({ sumSql: 'titulos' })).toBe('error');
    expect(summaryStatus({ ...withSum, sumError: true })).toBe('error');
  });

  it('blocks opening while a script loads or while the item has a summary error', () => {
    expect(canOpenItem(withSum, { scriptLoading: false })).toBe(true);
    expect(canOpenItem(withSum, { scriptLoading: true })).toBe(false);
    expect(canOpenItem(withSum, { scriptLoading: false, summary: { status: 'error' } })).toBe(false);
    expect(canOpenItem({ sumSql: 'titulos' }, { scriptLoading: false })).toBe(false);
    expect(canOpenItem({}, { scriptLoading: false, summary: { status: 'error' } })).toBe(true);
  });

  it('reads the figure from the rows and spots legacy scripts', () => {
    expect(summaryValue([{ total: 2500.5 }])).toBe(2500.5);
    expect(summaryValue([{ total: '12.5' }])).toBe(12.5);
    expect(summaryValue([{ total: 'abc' }])).toBeNull();
    expect(summaryValue([])).toBeNull();
    const script = (name: string) => ({ id: 'b', title: 'Boletos', kind: 'script' as const, script: name });
    expect(isLegacyScript(script('boletos.js'))).toBe(true);
    expect(isLegacyScript(script('boletos'))).toBe(false);
    expect(isLegacyScript({ id: 'b', title: 'Boletos', kind: 'html', html: 'boletos.js' })).toBe(false);
  });
});

describe('modal cookies (SPEC §9) shown again only when the content changes', () => {
  it('names the cookies', () => {
    expect(LOGIN_MODAL_COOKIE).toBe('watched');
    expect(DASHBOARD_MODAL_COOKIE).toBe('modal-dashboard-watched');
    expect(itemModalCookie('financeiro', 'titulos')).toBe('modal-module-financeiro-item-titulos-watched');
  });

  it('hashes content stably (FNV-1a 32-bit)', () => {
    expect(contentHash('')).toBe('811c9dc5');
    expect(contentHash('a')).toBe('e40c292c');
    expect(contentHash(['<p>a</p>', '<p>b</p>'])).not.toBe(contentHash(['<p>a</p><p>b</p>']));
  });

  it('shows until watched, then again when the content changes', () => {
    const memory = { content: ['<p>Novidade</p>'], setCookieWatched: true };
    expect(shouldShowModal({ ...memory, cookie: undefined })).toBe(true);
    const cookie = watchedCookieValue(memory)!;
    expect(shouldShowModal({ ...memory, cookie })).toBe(false);
    expect(shouldShowModal({ ...memory, content: ['<p>Outra</p>'], cookie })).toBe(true);
  });

  it('always shows without setCookieWatched, never when empty or at 768 px or less', () => {
    expect(shouldShowModal({ content: 'x', cookie: contentHash('x') })).toBe(true);
    expect(watchedCookieValue({ content: 'x' })).toBeNull();
    expect(shouldShowModal({ content: '  ' })).toBe(false);
    expect(shouldShowModal({ content: 'x', width: 768 })).toBe(false);
    expect(shouldShowModal({ content: 'x', width: 769 })).toBe(true);
  });
});

describe('page title (SPEC §2) and remote SQL paging (SPEC §7)', () => {
  it("prefixes '(n)' with unread notifications", () => {
    expect(pageTitle('Portal', 3)).toBe('(3) Portal');
    expect(pageTitle('Portal', 0)).toBe('Portal');
    expect(showsNotificationIcon(1)).toBe(true);
    expect(showsNotificationIcon(0)).toBe(false);
    expect(unreadCount([{ read: true }, { read: false }, {}])).toBe(2);
  });

  it('pages by 100 until an empty page', () => {
    expect(REMOTE_SQL_PAGE_SIZE).toBe(100);
    expect(pagingTokens(0)).toEqual({ page: 0, pageLimit: 100, indexInit: 0, indexEnd: 100 });
    expect(pagingTokens(2)).toEqual({ page: 2, pageLimit: 100, indexInit: 200, indexEnd: 300 });
    expect(() => pagingTokens(-1)).toThrow(RangeError);
    expect(nextPage(0, [1])).toBe(1);
    expect(nextPage(3, [])).toBeNull();
    expect(collectPages([[1, 2], [3], []])).toEqual({ rows: [1, 2, 3], done: true });
    expect(collectPages([[1, 2]])).toEqual({ rows: [1, 2], done: false });
  });
});
