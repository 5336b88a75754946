import type { Tenant } from '../tenancy/tenant-registry';

/** Where accounts-module access comes from (SPEC §6: "determined by calling the payment service"). */
export interface PaymentAdapter {
  hasAccountsAccess(tenant: Tenant, user: { id: string; email: string }): Promise<boolean>;
}

/** Accounts access by the tenant's server.payment config: accountsAccess for everyone, or the listed accountsAccessEmails. */
export function configAccountsAccess(tenant: Tenant, email: string): boolean {
  const payment = tenant.document.server.payment;
  return payment?.accountsAccess === true || (payment?.accountsAccessEmails ?? []).includes(email);
}

/**
 * The default adapter: the tenant's server.payment config. The session's hasAccountsAccess comes from the same
 * function (user-queries.ts withAccountsAccess); a real payment adapter should be consulted there too.
 */
export const configPaymentAdapter: PaymentAdapter = {
  async hasAccountsAccess(tenant, user) {
    return configAccountsAccess(tenant, user.email);
  },
};
