import { useEffect } from 'react';
import { DASHBOARD_MODAL_COOKIE, shouldShowModal, watchedCookieValue } from '../../domain/modal-cookies';
import { portalMessages } from '../../domain/messages/portal';
import { LazyHtmlModal } from './lazy-html-modal';
import type { CompanyConfig } from '../../schemas/company';
import { getCookie, setCookie } from '../session/cookies';
import { createValueStore } from '../ui/value-store';
import { fetchBanners } from './portal-api';

/** The banners to show (null: none or closed); fetched once per page load, the portal remounts per navigation. */
const pending = createValueStore<readonly string[] | null>(null);
let fetchedFor: string | null = null;

/**
 * SPEC §2 dashboard banner modal: the tenant's active banners (GET .../banners), remembered by cookie
 * modal-dashboard-watched when company.modalDashboard.setCookieWatched, so it shows again only when they change.
 */
export function BannerModal({ company, userId }: { company: CompanyConfig; userId: string }) {
  const html = pending.useValue();
  const setCookieWatched = company.modalDashboard?.setCookieWatched;
  useEffect(() => {
    const key = `${company.id}/${userId}`;
    if (fetchedFor === key) return;
    fetchedFor = key;
    fetchBanners(company.id).then(
      (banners) => {
        const content = banners.map((banner) => banner.html);
        const cookie = getCookie(DASHBOARD_MODAL_COOKIE);
        if (shouldShowModal({ content, setCookieWatched, cookie })) pending.set(content);
      },
      () => undefined,
    );
  }, [company.id, userId, setCookieWatched]);
  if (!html) return null;
  return (
    <LazyHtmlModal
      open
      title={portalMessages.layout.bannerTitle}
      html={html}
      className="banner-modal"
      onClose={() => {
        const value = watchedCookieValue({ content: html, setCookieWatched });
        if (value) setCookie(DASHBOARD_MODAL_COOKIE, value, { forever: true });
        pending.set(null);
      }}
    />
  );
}
