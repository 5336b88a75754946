import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { setTargetAudience, type AccessTarget } from '../../domain/group-access';
import { adminPeopleMessages } from '../../domain/messages/admin-people';
import { GroupPicker } from '../../renderers/admin/group-picker';
import { PageHeading } from '../../renderers/ui/page-heading';
import { AppLink } from '../ui/app-link';
import type { ProfilesContext } from './profiles-page';
import { ProfilesSaveBar } from './profiles-save-bar';

const t = adminPeopleMessages.profiles;

/** /admin/profiles/modules/{id}: the groups that see a module and each of its items (the module's side). */
export function ModuleAudience({ context }: { context: ProfilesContext }) {
  const moduleId = useParams().moduleId ?? '';
  const { section, known } = context;
  const [refused, setRefused] = useState<string | null>(null);
  const module = section.value!.modules.find((m) => m.id === moduleId);
  const back = (
    <AppLink to="/admin/profiles" className="people-back">
      {t.back}
    </AppLink>
  );
  if (!module) {
    return (
      <div role="alert">
        {back}
        <p>{t.moduleNotFound}</p>
      </div>
    );
  }
  const change = (target: AccessTarget, groups: string[] | null) => {
    const result = setTargetAudience(section.value!.modules, target, groups);
    if (!result.ok) {
      setRefused(target.itemId ?? target.moduleId);
      return;
    }
    setRefused(null);
    section.edit((value) => ({ ...value, modules: result.modules }));
  };
  return (
    <div className="people-page">
      {back}
      <PageHeading className="area__title">{t.moduleGroupsTitle(module.title)}</PageHeading>
      {module.hidden ? <p className="config-notice config-notice--error">{t.hiddenBadge}</p> : null}
      <section className="people-panel" aria-label={t.moduleGroupsTitle(module.title)}>
        <GroupPicker
          legend={t.groupsOf(t.moduleLabel(module.title))}
          groups={known}
          value={module.role?.groups ?? []}
          onChange={(groups) => change({ moduleId: module.id }, groups)}
          error={refused === module.id ? t.pickOne : null}
        />
        {module.items.map((item) => (
          <GroupPicker
            key={item.id}
            legend={t.groupsOf(t.itemLabel(item.title))}
            groups={known}
            value={item.groups ?? []}
            onChange={(groups) => change({ moduleId: module.id, itemId: item.id }, groups)}
            error={refused === item.id ? t.pickOne : null}
          />
        ))}
      </section>
      <ProfilesSaveBar context={context} comment={t.saveCommentModule(module.title)} />
    </div>
  );
}
