import type { ReactNode } from 'react';
import { adminMessages } from '../../domain/messages/admin';
import { LoadFailed } from '../../renderers/ui/load-failed';
import { SectionSaveBar } from './section-save-bar';
import type { ConfigSectionDraft } from './use-config-section';
import './people.css';

type Texts = { save: string; saveTitle: string; saveComment: string };

/**
 * A config section's screen (issue 10): 'carregando' or the retry alert until the section loads, then the
 * fields `children` draws from its draft, and the save bar that publishes it as a config version.
 */
export function ConfigSectionPage<T>({
  section,
  texts,
  children,
}: {
  section: ConfigSectionDraft<T>;
  texts: Texts;
  children: (value: T) => ReactNode;
}) {
  if (section.load === 'failed')
    return (
      <LoadFailed
        text={adminMessages.loadFailed}
        retry={adminMessages.retry}
        onRetry={() => void section.reload()}
      />
    );
  if (section.value === null) return <p role="status">{adminMessages.loading}</p>;
  return (
    <div className="people-page">
      {children(section.value)}
      <SectionSaveBar
        changed={section.changed}
        saving={section.saving}
        notice={section.notice}
        saveLabel={texts.save}
        dialogTitle={texts.saveTitle}
        defaultComment={texts.saveComment}
        onSave={section.save}
        onDiscard={section.discard}
        onReload={() => void section.reload()}
      />
    </div>
  );
}
