import { messages } from '../../domain/messages';
import './promo-accordion.css';

type Props = { firstName: string | null; mobile: boolean; onLearnMore(): void };

/** The vendor promo: an accordion titled 'Olá, {first name}' or 'Para minha empresa' with 'Saiba Mais'. */
export function PromoAccordion({ firstName, mobile, onLearnMore }: Props) {
  const title = firstName ? messages.promo.titleLogged(firstName) : messages.promo.titleAnonymous;
  return (
    <details className={`promo-accordion ${mobile ? 'promo-accordion--mobile' : ''}`} data-layout={mobile ? 'mobile' : 'desktop'}>
      <summary className="promo-accordion__summary">{title}</summary>
      <div className="promo-accordion__body">
        <p>{messages.ui.promoText}</p>
        <button type="button" className="button button--secondary" onClick={onLearnMore}>
          {messages.promo.button}
        </button>
      </div>
    </details>
  );
}
