import { useNavigate } from 'react-router-dom';
import { moduleAudience } from '../../domain/group-access';
import { moveEntry, newModule } from '../../domain/module-editing';
import { adminContentMessages } from '../../domain/messages/admin-content';
import { OrderedTable } from '../../renderers/admin/ordered-table';
import { PageHeading } from '../../renderers/ui/page-heading';
import type { Module } from '../../schemas/company';
import { AppLink } from '../ui/app-link';
import type { ModulesDraft } from './modules-page';
import { NewEntryForm } from './new-entry-form';

const t = adminContentMessages.modules;

/** /admin/modules: the modules in portal order: move, hide or show, edit, create. */
export function ModuleList({ section }: { section: ModulesDraft }) {
  const navigate = useNavigate();
  const modules = section.value!.modules;
  const setModules = (next: typeof modules) => section.edit((value) => ({ ...value, modules: next }));
  return (
    <>
      <PageHeading className="area__title">{t.title}</PageHeading>
      <p className="area__intro">{t.intro}</p>
      <OrderedTable
        label={t.title}
        entries={modules}
        columns={[
          { header: t.items, cell: (m) => m.items.length },
          { header: t.groups, cell: (m) => <ModuleAudience module={m} /> },
        ]}
        onMove={(index, delta) => setModules(moveEntry(modules, index, delta))}
        onToggleHidden={(index) => setModules(modules.map((m, i) => (i === index ? { ...m, hidden: !m.hidden } : m)))}
        editLink={(m) => (
          <AppLink to={`/admin/modules/${encodeURIComponent(m.id)}`} className="people-link">
            {m.title}
          </AppLink>
        )}
      />
      <NewEntryForm
        legend={t.newModule}
        taken={modules.map((m) => m.id)}
        withKind={false}
        onCreate={({ id, title }) => {
          setModules([...modules, newModule(id, title)]);
          void navigate(`/admin/modules/${encodeURIComponent(id)}`);
        }}
      />
    </>
  );
}

/** The 'Grupos' cell: the module's groups, and under them, muted, the accounts condition when it has one. */
function ModuleAudience({ module }: { module: Pick<Module, 'role'> }) {
  const { who, accountsOnly } = moduleAudience(module, t.everyone);
  return (
    <>
      {who}
      {accountsOnly && <div className="people-muted ordered-table__note">{t.accountsOnly}</div>}
    </>
  );
}
