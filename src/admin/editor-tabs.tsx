import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { adminMessages } from '../../domain/messages/admin';

export type EditorView = 'form' | 'json';
const views: readonly EditorView[] = ['form', 'json'];

type Props = { view: EditorView; onView(view: EditorView): void; form: ReactNode; json: ReactNode };

/**
 * 'Formulário' and 'JSON' as ARIA tabs (arrow keys, Home, End move between them). Both panels stay mounted, so
 * the JSON editor keeps its undo history and can show a path while the form is open.
 */
export function EditorTabs({ view, onView, form, json }: Props) {
  const id = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const labels: Record<EditorView, string> = { form: adminMessages.config.formTab, json: adminMessages.config.jsonTab };
  const move = (event: KeyboardEvent, index: number) => {
    const next =
      event.key === 'ArrowRight' ? (index + 1) % views.length
      : event.key === 'ArrowLeft' ? (index - 1 + views.length) % views.length
      : event.key === 'Home' ? 0
      : event.key === 'End' ? views.length - 1
      : null;
    if (next === null) return;
    event.preventDefault();
    onView(views[next]!);
    tabs.current[next]?.focus();
  };
  return (
    <div className="editor-tabs">
      <div role="tablist" aria-label={adminMessages.config.views} className="editor-tabs__list">
        {views.map((name, index) => (
          <button
            key={name}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${name}`}
            aria-controls={`${id}-panel-${name}`}
            aria-selected={view === name}
            tabIndex={view === name ? 0 : -1}
            className="editor-tabs__tab"
            onClick={() => onView(name)}
            onKeyDown={(event) => move(event, index)}
          >
            {labels[name]}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel-form`} aria-labelledby={`${id}-tab-form`} hidden={view !== 'form'} className="editor-tabs__panel">
        {form}
      </div>
      <div role="tabpanel" id={`${id}-panel-json`} aria-labelledby={`${id}-tab-json`} hidden={view !== 'json'} className="editor-tabs__panel">
        {json}
      </div>
    </div>
  );
}
