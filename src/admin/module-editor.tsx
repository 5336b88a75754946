import { useId, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { knownGroupsOf, setTargetAudience } from '../../domain/group-access';
import { moveEntry, newItem, replaceModule } from '../../domain/module-editing';
import { adminContentMessages } from '../../domain/messages/admin-content';
import { GroupPicker } from '../../renderers/admin/group-picker';
import { OrderedTable } from '../../renderers/admin/ordered-table';
import { PageHeading } from '../../renderers/ui/page-heading';
import type { Module } from '../../schemas/company';
import { AppLink } from '../ui/app-link';
import { JsonRuleField } from './json-rule-field';
import type { ModuleFormProps } from './modules-page';
import { NewEntryForm } from './new-entry-form';

const t = adminContentMessages.modules;

/** /admin/modules/{id}: a module's title, groups, hidden flag and visibleWhen, and its items in order. */
export function ModuleEditor({ section, userGroups = [], queryNames = null }: ModuleFormProps) {
  const moduleId = useParams().moduleId ?? '';
  const navigate = useNavigate();
  const id = useId();
  const [groupError, setGroupError] = useState(false);
  const modules = section.value!.modules;
  const module = modules.find((m) => m.id === moduleId);
  const back = (
    <AppLink to="/admin/modules" className="people-back">
      {t.back}
    </AppLink>
  );
  if (!module) {
    return (
      <div role="alert">
        {back}
        <p>{t.notFound}</p>
      </div>
    );
  }
  const update = (next: Module) => section.edit((value) => ({ ...value, modules: replaceModule(value.modules, module.id, next) }));
  const setItems = (items: Module['items']) => update({ ...module, items });
  return (
    <>
      {back}
      <PageHeading className="area__title">{t.moduleTitleHeading(module.title)}</PageHeading>
      <section className="people-panel module-fields" aria-label={t.moduleTitleHeading(module.title)}>
        <div>
          <label className="form-field__label" htmlFor={`${id}-title`}>
            {t.moduleTitle}
          </label>
          <input id={`${id}-title`} className="input" value={module.title} onChange={(event) => update({ ...module, title: event.target.value })} />
        </div>
        <label className="access-check">
          <input type="checkbox" checked={module.hidden ?? false} onChange={(event) => update({ ...module, hidden: event.target.checked })} />
          {t.hiddenField}
        </label>
        <GroupPicker
          legend={t.groupsLegend}
          groups={knownGroupsOf(modules, userGroups)}
          value={module.role?.groups ?? []}
          error={groupError ? t.lastGroup : null}
          onChange={(groups) => {
            const change = setTargetAudience(modules, { moduleId: module.id }, groups);
            setGroupError(!change.ok);
            if (change.ok) section.edit((value) => ({ ...value, modules: change.modules }));
          }}
        />
        <JsonRuleField
          key={module.id}
          value={module.visibleWhen}
          onChange={(rule) => {
            const { visibleWhen: _old, ...rest } = module;
            update(rule === undefined ? rest : { ...rest, visibleWhen: rule });
          }}
        />
      </section>
      <h2 className="people-subtitle">{t.items}</h2>
      {module.items.length === 0 ? (
        <p className="people-muted">{t.noItems}</p>
      ) : (
        <OrderedTable
          label={t.items}
          entries={module.items}
          columns={[{ header: t.kind, cell: (item) => t.kinds[item.kind] }]}
          onMove={(index, delta) => setItems(moveEntry(module.items, index, delta))}
          onToggleHidden={(index) => setItems(module.items.map((item, i) => (i === index ? { ...item, hidden: !item.hidden } : item)))}
          editLink={(item) => (
            <AppLink to={`/admin/modules/${encodeURIComponent(module.id)}/items/${encodeURIComponent(item.id)}`} className="people-link">
              {item.title}
            </AppLink>
          )}
        />
      )}
      <NewEntryForm
        legend={t.newItem}
        taken={module.items.map((item) => item.id)}
        withKind
        onCreate={({ id: itemId, title, kind }) => {
          setItems([...module.items, newItem(kind, itemId, title, queryNames ?? [])]);
          void navigate(`/admin/modules/${encodeURIComponent(module.id)}/items/${encodeURIComponent(itemId)}`);
        }}
      />
    </>
  );
}
