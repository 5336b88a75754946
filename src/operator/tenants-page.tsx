import { useId, useState } from 'react';
import { operatorScreenMessages } from '../../domain/messages/operator';
import { searchTenants, type OperatorTenant } from '../../domain/operator-tenants';
import { NewTenantForm } from '../../renderers/operator/new-tenant-form';
import { TenantStatusDialog } from '../../renderers/operator/tenant-status-dialog';
import { TenantTable } from '../../renderers/operator/tenant-table';
import { TextInput } from '../../renderers/inputs/text-input';
import { useNewTenant } from './use-new-tenant';
import type { TenantsState } from './use-operator-tenants';
import { useStatusChange } from './use-status-change';
import { LoadFailed } from '../../renderers/ui/load-failed';
import { PageHeading } from '../../renderers/ui/page-heading';

const t = operatorScreenMessages;

function TenantList({ tenants, onChangeStatus }: { tenants: OperatorTenant[]; onChangeStatus(tenant: OperatorTenant): void }) {
  const id = useId();
  const [query, setQuery] = useState('');
  const shown = searchTenants(tenants, query);
  return (
    <>
      <div className="operator-tools">
        <div className="operator-tools__search">
          <TextInput id={`${id}-search`} type="search" label={t.tenants.search} hint={t.tenants.searchHint} value={query} onValue={setQuery} autoComplete="off" />
        </div>
        <p className="operator-tools__count" role="status" aria-live="polite">
          {t.tenants.count(shown.length, tenants.length)}
        </p>
      </div>
      {shown.length === 0 ? <p>{t.tenants.noMatch}</p> : <TenantTable tenants={shown} onChangeStatus={onChangeStatus} />}
    </>
  );
}

type Props = { state: Exclude<TenantsState, { kind: 'refused' }>; reload(): Promise<void>; hostTenantId: string };

/** /operacao: 'Empresas' (every tenant, search, status control) and 'Nova empresa'. */
export function TenantsPage({ state, reload, hostTenantId }: Props) {
  const [notice, setNotice] = useState<string | null>(null);
  const creation = useNewTenant((tenant, adminEmail) => {
    setNotice(t.create.created(tenant.appName, adminEmail));
    void reload();
  });
  const statusChange = useStatusChange(async (tenant, choice) => {
    setNotice(t.status.changed(tenant.appName, t.statuses[choice.status]));
    await reload();
  });
  return (
    <>
      <PageHeading className="area__title">{t.tenants.title}</PageHeading>
      <p className="area__intro">{t.tenants.intro}</p>
      <div role="status" aria-live="polite">
        {notice ? <p className="operator-notice operator-notice--ok">{notice}</p> : null}
      </div>
      <section className="operator-card" aria-label={t.tenants.title}>
        {state.kind === 'loading' ? (
          <p role="status">{t.loading}</p>
        ) : state.kind === 'failed' ? (
          <LoadFailed text={t.loadFailed} retry={t.retry} onRetry={() => void reload()} />
        ) : (
          <TenantList tenants={state.tenants} onChangeStatus={statusChange.open} />
        )}
      </section>
      <section className="operator-card">
        <NewTenantForm
          form={creation.form}
          errors={creation.errors}
          busy={creation.busy}
          failure={creation.failure}
          onField={creation.setField}
          onSubmit={() => void creation.submit()}
        />
      </section>
      <TenantStatusDialog
        tenant={statusChange.tenant}
        hostTenantId={hostTenantId}
        choice={statusChange.choice}
        busy={statusChange.busy}
        error={statusChange.error}
        onChoice={statusChange.setChoice}
        onConfirm={() => void statusChange.confirm()}
        onCancel={statusChange.cancel}
      />
    </>
  );
}
