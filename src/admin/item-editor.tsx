import { Suspense, useMemo, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { knownGroupsOf, setTargetAudience } from '../../domain/group-access';
import { itemFormData, itemFormOf, itemFromForm } from '../../domain/item-form';
import { entryIdProblem, replaceItem } from '../../domain/module-editing';
import { adminContentMessages } from '../../domain/messages/admin-content';
import { leaveMessages } from '../../domain/messages/leave';
import { GroupPicker } from '../../renderers/admin/group-picker';
import { lazyChunk } from '../../renderers/shell/lazy-with-timeout';
import { PageHeading } from '../../renderers/ui/page-heading';
import { ModuleItem as ItemSchema, type ModuleItem } from '../../schemas/items';
import { AppLink } from '../ui/app-link';
import { LeaveGuard } from '../ui/leave-guard';
import type { ModuleFormProps } from './modules-page';

const t = adminContentMessages.modules;
// RJSF and ajv load only here.
const ItemForm = lazyChunk(() => import('../../renderers/admin/item-form'));

/** The published schema of one item kind (a member of the ModuleItem union). */
function kindSchema(kind: ModuleItem['kind']): Record<string, unknown> {
  const member = (ItemSchema.anyOf as unknown as { properties: { kind: { const: string } } }[]).find((s) => s.properties.kind.const === kind);
  return (member ?? {}) as Record<string, unknown>;
}

const itemPath = (moduleId: string, itemId: string) => `/admin/modules/${encodeURIComponent(moduleId)}/items/${encodeURIComponent(itemId)}`;

/**
 * /admin/modules/{id}/items/{itemId}: the item's groups and hidden flag, and its kind's form. A new id is checked
 * as 'Novo item' checks it and, once applied, the page moves to the item's new address.
 */
export function ItemEditor({ section, userGroups = [], queryNames = null }: ModuleFormProps) {
  const { moduleId = '', itemId = '' } = useParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [applied, setApplied] = useState(false);
  // Typed in the form and not applied to the draft yet: leaving the item asks first.
  const [edited, setEdited] = useState(false);
  const [groupError, setGroupError] = useState(false);
  const modules = section.value!.modules;
  const module = modules.find((m) => m.id === moduleId);
  const item = module?.items.find((i) => i.id === itemId);
  const form = useMemo(
    () => (item ? itemFormOf(kindSchema(item.kind), t.fields, t.jsonFieldHint, { choiceLabels: t.choiceLabels, queryNames }) : null),
    [item?.kind, queryNames], // eslint-disable-line react-hooks/exhaustive-deps
  );
  if (!module || !item || !form) {
    return (
      <div role="alert">
        <AppLink to="/admin/modules" className="people-back">
          {t.back}
        </AppLink>
        <p>{t.notFound}</p>
      </div>
    );
  }
  const put = (next: ModuleItem) => section.edit((value) => ({ ...value, modules: replaceItem(value.modules, module.id, item.id, next) }));
  return (
    <>
      <AppLink to={`/admin/modules/${encodeURIComponent(module.id)}`} className="people-back">
        {t.backToModule(module.title)}
      </AppLink>
      <PageHeading className="area__title">{t.itemHeading(item.title)}</PageHeading>
      <p className="people-muted">
        {t.kind}: {t.kinds[item.kind]}
      </p>
      <section className="people-panel module-fields" aria-label={t.groupsLegend}>
        <label className="access-check">
          <input type="checkbox" checked={item.hidden ?? false} onChange={(event) => put({ ...item, hidden: event.target.checked })} />
          {t.hiddenField}
        </label>
        <GroupPicker
          legend={t.groupsLegend}
          groups={knownGroupsOf(modules, userGroups)}
          value={item.groups ?? []}
          error={groupError ? t.lastGroup : null}
          onChange={(groups) => {
            const change = setTargetAudience(modules, { moduleId: module.id, itemId: item.id }, groups);
            setGroupError(!change.ok);
            if (change.ok) section.edit((value) => ({ ...value, modules: change.modules }));
          }}
        />
      </section>
      <section className="people-panel" aria-label={t.itemHeading(item.title)}>
        <Suspense fallback={<p role="status">{t.itemFormLoading}</p>}>
          <ItemForm
            key={itemPath(module.id, item.id)}
            schema={form.schema}
            uiSchema={form.uiSchema}
            initialData={itemFormData(item, form)}
            submitLabel={t.apply}
            fieldErrors={fieldErrors}
            onEdit={() => {
              setEdited(true);
              setApplied(false);
            }}
            onSubmit={(data) => {
              const result = itemFromForm(item, data, form);
              if (!result.ok) {
                setFieldErrors(Object.fromEntries(Object.entries(result.errors).map(([k, v]) => [k, t.jsonInvalid(v)])));
                setApplied(false);
                return;
              }
              const next = result.item as ModuleItem;
              const renamed = next.id !== item.id;
              const siblings = module.items.filter((other) => other !== item).map((other) => other.id);
              const idProblem = renamed ? entryIdProblem(next.id, siblings) : null;
              if (idProblem) {
                setFieldErrors({ id: t[idProblem] });
                setApplied(false);
                return;
              }
              setFieldErrors({});
              setApplied(true);
              setEdited(false);
              put(next);
              if (renamed) void navigate(itemPath(module.id, next.id), { replace: true });
            }}
          />
        </Suspense>
        <div role="status" aria-live="polite">
          {applied ? <p className="config-notice config-notice--ok">{t.applied}</p> : null}
        </div>
      </section>
      <LeaveGuard changed={edited} keep={pathname} text={leaveMessages.adminItem} />
    </>
  );
}
