import { jsonLanguage, json } from '@codemirror/lang-json';
import { linter, lintGutter, forceLinting, type Diagnostic } from '@codemirror/lint';
import { Annotation, EditorSelection, EditorState, StateEffect, StateField } from '@codemirror/state';
import { EditorView, hoverTooltip } from '@codemirror/view';
import { basicSetup } from 'codemirror';
import { jsonCompletion, jsonSchemaHover, stateExtensions, updateSchema } from 'codemirror-json-schema';
import type { JSONSchema7 } from 'json-schema';
import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';
import { adminMessages, editorPhrases } from '../../domain/messages/admin';

import type { ConfigProblem } from '../../schemas/admin-config';
import { rangeOfPath } from './json-ranges';
import { completionData } from './completion-data';
import { DraftLintClient } from './draft-lint-client';
import { smallestChange } from './text-change';
import './json-editor.css';

/** What the page can ask of the editor: show a JSON path (select it, scroll to it, focus). */
export type JsonEditorHandle = { revealPath(path: string): void };

type Props = {
  id: string;
  value: string;
  onChange(text: string): void;
  /**
   * Whether its panel is shown. A hidden editor takes the draft's text once the form view's edits pause, or at once
   * when it is shown: bringing a large tenant's text in on every key cost more than the key itself.
   */
  active: boolean;
  /** The published tenant-config schema: completion, hover docs and the inline lint. */
  schema: object | null;
  /** The server's problems with exactly this text (they replace the schema lint while they are current). */
  problems: readonly ConfigProblem[] | null;
  labelledBy: string;
  describedBy: string;
  handle?: Ref<JsonEditorHandle>;
};

/** A hidden editor takes the draft's text this long after the last edit (the form view's keys come faster). */
const hiddenSyncPauseMs = 300;
/** Marks the change that brings the page's draft into the editor: the page already holds that text. */
const fromDraft = Annotation.define<true>();
const setProblems = StateEffect.define<readonly ConfigProblem[] | null>();
const problemsField = StateField.define<readonly ConfigProblem[] | null>({
  create: () => null,
  update: (value, tr) => tr.effects.reduce((current, e) => (e.is(setProblems) ? e.value : current), value),
});
/** The published schema reached the lint client: lint again with it. */
const schemaChanged = StateEffect.define<null>();

/**
 * Syntax errors first; then the server's problems for this text, or the schema's own lint while typing. The
 * parse and the schema's check run in the lint client's worker; only the ranges are found here.
 */
async function diagnostics(view: EditorView, client: DraftLintClient): Promise<Diagnostic[]> {
  const { state } = view;
  const fromServer = state.field(problemsField);
  const lint = await client.lint(state.doc.toString(), fromServer === null);
  if (!lint) return [];
  if ('syntax' in lint) {
    const from = Math.min(lint.syntax.position, state.doc.length);
    return [{ from, to: Math.min(from + 1, state.doc.length), severity: 'error', message: adminMessages.config.syntaxError(lint.syntax.detail) }];
  }
  return (fromServer ?? lint.problems).map((problem) => {
    const { from, to } = rangeOfPath(state, problem.path);
    return { from, to, severity: problem.severity, message: `${problem.path || adminMessages.config.rootPath}: ${problem.message}` };
  });
}

/** The JSON editor (CodeMirror 6 + codemirror-json-schema): its own lazy chunk, loaded only on /admin. */
export default function JsonEditor({ id, value, onChange, active, schema, problems, labelledBy, describedBy, handle }: Props) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const client = useRef<DraftLintClient | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  /** The editor's text, kept as it changes: a `value` equal to it needs no re-read of the document. */
  const held = useRef(value);

  useEffect(() => {
    const lintClient = new DraftLintClient();
    client.current = lintClient;
    const editor = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: value,
        extensions: [
          basicSetup,
          json(),
          EditorState.phrases.of(editorPhrases),
          // tabindex 0: the text is in the tab order (axe counts a scroll region's contenteditable only with it).
          EditorView.contentAttributes.of({ id, tabindex: '0', 'aria-labelledby': labelledBy, 'aria-describedby': describedBy }),
          jsonLanguage.data.of({ autocomplete: jsonCompletion({ jsonParser: completionData() }) }),
          hoverTooltip(jsonSchemaHover()),
          stateExtensions(),
          problemsField,
          lintGutter(),
          linter((view) => diagnostics(view, lintClient), {
            delay: 300,
            needsRefresh: (update) =>
              update.transactions.some((tr) => tr.effects.some((e) => e.is(setProblems) || e.is(schemaChanged))),
          }),
          EditorView.updateListener.of((update) => {
            if (!update.docChanged || update.transactions.every((tr) => tr.annotation(fromDraft))) return;
            held.current = update.state.doc.toString();
            onChangeRef.current(held.current);
          }),
        ],
      }),
    });
    view.current = editor;
    return () => {
      editor.destroy();
      lintClient.dispose();
      view.current = null;
      client.current = null;
    };
    // The view is created once; value, schema and problems reach it through the effects below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const editor = view.current;
    if (!editor || value === held.current) return;
    const bringIn = () => {
      const change = smallestChange(held.current, value);
      held.current = value;
      if (change) editor.dispatch({ changes: change, annotations: fromDraft.of(true) });
    };
    if (active) {
      bringIn();
      return;
    }
    const timer = setTimeout(bringIn, hiddenSyncPauseMs);
    return () => clearTimeout(timer);
  }, [value, active]);

  useEffect(() => {
    const editor = view.current;
    if (!editor || !schema) return;
    updateSchema(editor, schema as JSONSchema7);
    client.current?.setSchema(schema);
    editor.dispatch({ effects: schemaChanged.of(null) });
  }, [schema]);

  useEffect(() => {
    const editor = view.current;
    if (!editor) return;
    editor.dispatch({ effects: setProblems.of(problems) });
    forceLinting(editor);
  }, [problems]);

  useImperativeHandle(handle, () => ({
    revealPath(path: string) {
      const editor = view.current;
      if (!editor) return;
      const { from, to } = rangeOfPath(editor.state, path);
      editor.dispatch({ selection: EditorSelection.range(from, to), effects: EditorView.scrollIntoView(from, { y: 'center' }) });
      editor.focus();
    },
  }));

  return <div ref={host} className="json-editor" />;
}
