import { adminPeopleMessages } from '../../domain/messages/admin-people';
import type { ProfilesContext } from './profiles-page';
import { SectionSaveBar } from './section-save-bar';

const t = adminPeopleMessages.profiles;

/** The profiles draft's save bar; a save also refreshes the groups' permissions in the list. */
export function ProfilesSaveBar({ context, comment }: { context: ProfilesContext; comment: string }) {
  const { section, reloadGroups } = context;
  return (
    <SectionSaveBar
      changed={section.changed}
      saving={section.saving}
      notice={section.notice}
      saveLabel={t.save}
      dialogTitle={t.saveTitle}
      defaultComment={comment}
      onSave={async (text) => {
        const saved = await section.save(text);
        if (saved) reloadGroups();
        return saved;
      }}
      onDiscard={section.discard}
      onReload={() => void section.reload()}
    />
  );
}
