import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { groupNameProblem } from '../../domain/group-access';
import { adminPeopleMessages } from '../../domain/messages/admin-people';
import { PageHeading } from '../../renderers/ui/page-heading';
import { useTenant } from '../bootstrap/tenant-context';
import { AppLink } from '../ui/app-link';
import { GroupAccessPanel } from './group-access-panel';
import { GroupMembers } from './group-members';
import { GroupPermissionsPanel } from './group-permissions-panel';
import { PreviewPanel } from './preview-panel';
import type { ProfilesContext } from './profiles-page';
import { ProfilesSaveBar } from './profiles-save-bar';
import './config-page.css';

const t = adminPeopleMessages.profiles;

/** /admin/profiles/groups/{group}: members, what the group sees, the permissions it grants, and 'Ver como'. */
export function GroupView({ context }: { context: ProfilesContext }) {
  const group = useParams().group ?? '';
  const { company } = useTenant();
  const [previewing, setPreviewing] = useState(false);
  // The preview draws the published public config with this draft's modules (unsaved edits included).
  const draftCompany = { ...company, modules: context.section.value!.modules };
  const backLink = (
    <AppLink to="/admin/profiles" className="people-back">
      {t.back}
    </AppLink>
  );
  if (groupNameProblem(group)) {
    return (
      <div className="people-page">
        {backLink}
        <PageHeading className="area__title">{t.badGroupTitle}</PageHeading>
        <p className="area__intro">{t.badGroupText}</p>
      </div>
    );
  }
  return (
    <div className="people-page">
      {backLink}
      <div className="people-head">
        <PageHeading className="area__title">{t.groupTitle(group)}</PageHeading>
        <button type="button" className="button button--outline" aria-expanded={previewing} onClick={() => setPreviewing((open) => !open)}>
          {previewing ? t.hidePreview : t.seeAs}
        </button>
      </div>
      {context.known.includes(group) ? null : (
        <div className="config-notice config-notice--info">
          <p>{t.newGroupNotice}</p>
        </div>
      )}
      {previewing ? (
        <div className="group-preview">
          <PreviewPanel company={draftCompany} initialGroup={group} />
        </div>
      ) : null}
      <div className="people-columns">
        <div>
          <GroupAccessPanel context={context} group={group} />
          <GroupPermissionsPanel context={context} group={group} />
        </div>
        <GroupMembers companyId={context.companyId} group={group} onChanged={context.reloadGroups} />
      </div>
      <ProfilesSaveBar context={context} comment={t.saveComment(group)} />
    </div>
  );
}
