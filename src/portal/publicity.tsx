import { firstName } from '../../domain/user';
import { PromoAccordion } from '../../renderers/login/promo-accordion';
import type { CompanyConfig } from '../../schemas/company';
import type { UserSession } from '../../schemas/session';
import { recordActivity } from '../api/activity-api';
import { useMediaQuery } from '../hooks/use-media-query';
import { useTrackedRequest } from '../tracking/use-tracked-request';

/**
 * SPEC §2 publicity block: when the user has an e-mail, the company a publicity link, and no module is open
 * (the caller checks that). 'Saiba Mais' records activity 'simplificaPublicityClick' with the link.
 */
export function Publicity({ company, user }: { company: CompanyConfig; user: UserSession }) {
  const mobile = useMediaQuery('(max-width: 785px)');
  const record = useTrackedRequest((link: string) => recordActivity(company.id, 'simplificaPublicityClick', { link }));
  const link = company.simplificaPublicityLink;
  if (!link || !user.email) return null;
  return (
    <div className="portal__publicity">
      <PromoAccordion
        firstName={firstName(user.nick) || null}
        mobile={mobile}
        onLearnMore={() => {
          record.run(link);
          window.open(link, '_blank', 'noopener,noreferrer');
        }}
      />
    </div>
  );
}
