import { operatorScreenMessages } from '../../domain/messages/operator';
import type { OperatorTenant } from '../../domain/operator-tenants';
import { ScrollRegion } from '../ui/scroll-region';
import { TenantStatusBadge } from './tenant-status-badge';

const t = operatorScreenMessages.tenants;

type Props = { tenants: readonly OperatorTenant[]; onChangeStatus(tenant: OperatorTenant): void };

/** Every tenant: id, name, domains, status, version and its 'Alterar situação' button; a card list at 390 px. */
export function TenantTable({ tenants, onChangeStatus }: Props) {
  return (
    <ScrollRegion className="operator-table-wrap" label={t.title}>
      <table className="operator-table">
        <thead>
          <tr>
            <th scope="col">{t.id}</th>
            <th scope="col">{t.name}</th>
            <th scope="col">{t.domains}</th>
            <th scope="col">{t.status}</th>
            <th scope="col">{t.version}</th>
            <th scope="col">{t.actions}</th>
          </tr>
        </thead>
        <tbody>
          {tenants.map((tenant) => (
            <tr key={tenant.id} data-testid={`tenant-row-${tenant.id}`}>
              <th scope="row" data-label={t.id}>
                <code>{tenant.id}</code>
              </th>
              <td data-label={t.name}>{tenant.appName}</td>
              <td data-label={t.domains}>
                <ul className="operator-table__domains">
                  {tenant.domains.map((domain) => (
                    <li key={domain}>{domain}</li>
                  ))}
                </ul>
              </td>
              <td data-label={t.status}>
                <TenantStatusBadge status={tenant.status} />
              </td>
              <td data-label={t.version}>{tenant.version}</td>
              <td data-label={t.actions}>
                <button
                  type="button"
                  className="button button--outline button--small"
                  aria-label={t.changeStatusLabel(tenant.appName)}
                  onClick={() => onChangeStatus(tenant)}
                >
                  {t.changeStatus}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
