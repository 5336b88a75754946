import type { CompanyConfig } from '../../schemas/company';
import type { UserSession } from '../../schemas/session';

/** The header's entity area (selector and current selection) when style.layout.entity.show; built in issue 5. */
export function EntityHeader(_props: { company: CompanyConfig; user: UserSession }) {
  return null;
}
