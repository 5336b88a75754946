import type { ReactNode } from 'react';
import { LoadState } from '../../renderers/admin/load-state';
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
  check,
  problemLabel,
}: {
  section: ConfigSectionDraft<T>;
  texts: Texts;
  children: (value: T) => ReactNode;
  /** Before the save's comment is asked: false refuses the save (the screen marks its fields). */
  check?(): boolean;
  /** A save problem's path as the screen names it (a field's label), or null for the path itself. */
  problemLabel?(path: string): string | null;
}) {
  return (
    <LoadState data={section.value} failed={section.load === 'failed'} onRetry={() => void section.reload()}>
      {(value) => (
        <div className="people-page">
          {children(value)}
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
            check={check}
            problemLabel={problemLabel}
          />
        </div>
      )}
    </LoadState>
  );
}
