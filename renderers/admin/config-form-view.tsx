import type { IChangeEvent } from '@rjsf/core';
import { useMemo } from 'react';
import { sameDraftText } from '../../domain/config-draft';
import { applyConfigForm, configFormData, formChannels, type ConfigForm } from '../../domain/config-form';
import { ThemedForm } from '../forms/form-theme';
import { formValidator } from '../forms/form-validator';
import { transformErrors } from '../forms/transform-errors';
import { translateString } from '../forms/translate-string';
import { configFormSchema, configFormUiSchema } from './config-form-schema';
import '../forms/dynamic-form.css';

type Props = { document: unknown; onChange(document: unknown): void };

const formContext = { touched: [], submitted: true };

/**
 * The form view of the config editor (RJSF with our theme): the common parts of the draft document. Every edit
 * goes back into the one draft the JSON view edits too. Its own lazy chunk (RJSF and ajv), only on /admin.
 */
export default function ConfigFormView({ document, onChange }: Props) {
  const company = (document as { company?: unknown } | null)?.company;
  const channels = useMemo(() => formChannels(company), [company]);
  const schema = useMemo(() => configFormSchema(channels), [channels]);
  const data = useMemo(() => configFormData(document), [document]);
  const uiSchema = useMemo(() => configFormUiSchema(data), [data]);
  const change = (event: IChangeEvent) => {
    const next = applyConfigForm(document, (event.formData ?? data) as ConfigForm, new Date().toISOString());
    if (!sameDraftText(next, document)) onChange(next);
  };
  return (
    <div className="dynamic-form config-form">
      <ThemedForm
        schema={schema}
        uiSchema={uiSchema}
        formData={data}
        validator={formValidator}
        transformErrors={transformErrors}
        translateString={translateString}
        formContext={formContext}
        liveValidate="onChange"
        noHtml5Validate
        showErrorList={false}
        onChange={change}
        onSubmit={() => undefined}
      />
    </div>
  );
}
