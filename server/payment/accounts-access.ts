import type { Tenant } from '../tenancy/tenant-registry';

/** Where accounts-module access comes from (SPEC §6: "determined by calling the payment service"). */
export interface PaymentAdapter {
  hasAccountsAccess(tenant: Tenant, user: { id: string; email: string }): Promise<boolean>;
}

/**
 * The default adapter: the tenant's server.payment config (accountsAccess for everyone, or the listed
 * accountsAccessEmails). user-queries.ts computes the session's hasAccountsAccess from the same config in SQL;
 * a real payment adapter should be consulted there too.
 */
export const configPaymentAdapter: PaymentAdapter = {
  async hasAccountsAccess(tenant, user) {
    const payment = tenant.document.server.payment;
    return payment?.accountsAccess === true || (payment?.accountsAccessEmails ?? []).includes(user.email);
  },
};
