import { useEffect, useMemo, useRef, useState } from 'react';
import { applyFormRules, hiddenFields, withoutFields, type FormRule, type JsonObject } from '../../domain/form-rules';
import { afterPress, trackPresses } from '../ui/after-press';
import { ThemedForm } from './form-theme';
import { formValidator } from './form-validator';
import { numberListRows } from './list-rows';
import { transformErrors } from './transform-errors';
import { translateString } from './translate-string';
import './dynamic-form.css';

type Props = {
  schema: JsonObject;
  uiSchema?: JsonObject;
  rules?: readonly FormRule[];
  /** The data the form starts with (e.g. the saved customValue). */
  initialData: JsonObject;
  submitLabel: string;
  saving?: boolean;
  /** Valid data without the hidden fields. */
  onSubmit(data: JsonObject): void;
  /** Any edit the person makes, from the first change of a field on (not the defaults filled in on opening): the data now. */
  onEdit?(data: JsonObject): void;
};

/**
 * A JSON-Schema form with our theme, pt-BR messages and conditional fields (item.rules). Errors show when a field
 * is left (after the mouse press that left it: ../ui/after-press.ts) or on submit, then follow the typing (live
 * validation); the summary lists them after a submit.
 */
export function DynamicForm({ schema, uiSchema = {}, rules = [], initialData, submitLabel, saving = false, onSubmit, onEdit }: Props) {
  const [data, setData] = useState<JsonObject>(initialData);
  const [touched, setTouched] = useState<string[]>([]);
  const [submitted, setSubmitted] = useState(false);
  const edited = useRef(false);
  useEffect(() => trackPresses(), []);
  const ruled = useMemo(() => applyFormRules(schema, uiSchema, rules, data), [schema, uiSchema, rules, data]);
  const ui = useMemo(
    () => ({ ...numberListRows(ruled.schema, ruled.uiSchema), 'ui:submitButtonOptions': { submitText: submitLabel } }),
    [ruled.schema, ruled.uiSchema, submitLabel],
  );
  return (
    <div className="dynamic-form">
      <ThemedForm
        schema={ruled.schema}
        uiSchema={ui}
        formData={ruled.formData}
        validator={formValidator}
        transformErrors={transformErrors}
        translateString={translateString}
        formContext={{ touched, submitted, saving }}
        liveValidate="onChange"
        noHtml5Validate
        showErrorList="top"
        focusOnFirstError
        onChange={(event, id) => {
          const next = (event.formData ?? {}) as JsonObject;
          setData(next);
          // RJSF also reports the defaults it fills in when the form opens: no field is behind those, and until a
          // field changes, no report is the person's edit.
          if (id !== undefined) edited.current = true;
          if (edited.current) onEdit?.(next);
        }}
        // A left field's error waits for the mouse press that left it to end, so a click on 'Salvar' lands.
        onBlur={(id) => afterPress(() => setTouched((list) => (list.includes(id) ? list : [...list, id])))}
        onError={() => setSubmitted(true)}
        onSubmit={(event) => {
          setSubmitted(true);
          const submittedData = (event.formData ?? {}) as JsonObject;
          onSubmit(withoutFields(submittedData, hiddenFields(rules, submittedData)));
        }}
      />
    </div>
  );
}
