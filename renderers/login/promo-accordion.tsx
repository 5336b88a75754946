import { loginMessages } from '../../domain/messages/login';
import './promo-accordion.css';

type Props = { firstName: string | null; mobile: boolean; onLearnMore(): void };

/** The vendor promo: an accordion titled 'Olá, {first name}' or 'Para minha empresa' with 'Saiba Mais'. */
export function PromoAccordion({ firstName, mobile, onLearnMore }: Props) {
  const title = firstName ? loginMessages.promo.titleLogged(firstName) : loginMessages.promo.titleAnonymous;
  return (
    <details className={`promo-accordion ${mobile ? 'promo-accordion--mobile' : ''}`} data-layout={mobile ? 'mobile' : 'desktop'}>
      <summary className="promo-accordion__summary">{title}</summary>
      <div className="promo-accordion__body">
        <p>{loginMessages.ui.promoText}</p>
        <button type="button" className="button button--secondary" onClick={onLearnMore}>
          {loginMessages.promo.button}
        </button>
      </div>
    </details>
  );
}
