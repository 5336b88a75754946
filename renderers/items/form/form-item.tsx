import { useEffect, useRef, useState } from 'react';
import type { JsonObject } from '../../../domain/form-rules';
import { formMessages } from '../../../domain/messages/forms';
import { DynamicForm } from '../../forms/dynamic-form';
import type { ItemViewProps } from '../item-view-props';
import { useItemServices } from '../item-services';

type Loaded = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; data: JsonObject };
type SaveStatus = 'idle' | 'saving' | 'saved' | 'failed';

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);
const t = formMessages.form;

/**
 * The `form` item: a dynamic form over the item's saved customValue (SPEC §7 "App"). It opens with the saved
 * data, and submitting saves it ('Dados salvos com sucesso!', announced). From the first edit until a save of the
 * latest edits succeeds, the portal asks before the form is left (services.setUnsaved). Edits not saved when the
 * form goes are handed to services.keepUnsaved (kept if the server ended the session), and opens with them when
 * there are some (services.takeUnsaved), saying so. This file is its own lazy chunk, so RJSF and ajv load only when
 * a form item opens.
 */
export default function FormItemView({ module, item }: ItemViewProps<'form'>) {
  const services = useItemServices();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [save, setSave] = useState<SaveStatus>('idle');
  // Opened with edits a lost session left unsaved: said until they are saved.
  const [restored, setRestored] = useState(false);
  // Edits made so far: a save clears the unsaved mark only if nothing was typed while it was on its way.
  const edits = useRef(0);
  // The data of the latest edits not saved yet (null once saved).
  const unsaved = useRef<JsonObject | null>(null);
  const { setUnsaved, keepUnsaved } = services;
  useEffect(() => () => setUnsaved?.(false), [setUnsaved]);
  useEffect(
    () => () => {
      if (unsaved.current) keepUnsaved?.(module.id, item.id, unsaved.current);
    },
    [keepUnsaved, module.id, item.id],
  );

  useEffect(() => {
    let current = true;
    services.loadCustomValue(module.id, item.id).then(
      (value) => {
        if (!current) return;
        const draft = services.takeUnsaved?.(module.id, item.id) ?? null;
        if (draft) {
          unsaved.current = draft;
          edits.current += 1;
          setUnsaved?.(true);
          setRestored(true);
        }
        setLoaded({ status: 'ready', data: draft ?? (isObject(value) ? value : {}) });
      },
      () => current && setLoaded({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [services, setUnsaved, module.id, item.id]);

  const submit = async (data: JsonObject) => {
    setSave('saving');
    const saving = edits.current;
    try {
      await services.saveCustomValue(module.id, item.id, data);
      if (edits.current === saving) {
        unsaved.current = null;
        setUnsaved?.(false);
      }
      setRestored(false);
      setSave('saved');
    } catch {
      setSave('failed');
    }
  };

  if (loaded.status === 'loading') return <p aria-busy="true">{t.loading}</p>;
  if (loaded.status === 'failed') return <p role="alert">{t.loadFailed}</p>;
  return (
    <div className="form-item">
      {restored ? (
        <p className="dynamic-form__status dynamic-form__status--restored" role="status">
          {t.restored}
        </p>
      ) : null}
      <DynamicForm
        schema={item.schema}
        uiSchema={item.uiSchema}
        rules={item.rules}
        initialData={loaded.data}
        submitLabel={item.submitLabel ?? t.submit}
        saving={save === 'saving'}
        onSubmit={(data) => void submit(data)}
        onEdit={(data) => {
          edits.current += 1;
          unsaved.current = data;
          setUnsaved?.(true);
          setSave((status) => (status === 'saving' ? status : 'idle'));
        }}
      />
      <p className={`dynamic-form__status dynamic-form__status--${save}`} role="status">
        {save === 'saved' ? t.saved : ''}
      </p>
      <p className="dynamic-form__status dynamic-form__status--failed" role="alert">
        {save === 'failed' ? t.saveFailed : ''}
      </p>
    </div>
  );
}
