import { latestConfigurationDate } from '../../domain/notification-consent';
import { passwordRules } from '../../domain/password-rules';
import { appRoute } from '../../domain/routing';
import type { CompanyConfig } from '../../schemas/company';

/** What every account machine's input takes from the company config. */
export function accountOptions(company: CompanyConfig) {
  return {
    companyId: company.id,
    passwordRules: passwordRules(company),
    appRoute: appRoute(company),
    latestNotificationConfigDate: latestConfigurationDate(company),
  };
}
