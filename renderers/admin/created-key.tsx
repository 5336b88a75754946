import { useId, useRef, useState } from 'react';
import { adminMessages } from '../../domain/messages/admin';

const t = adminMessages.keys;

type Props = { created: { name: string; key: string }; onClose(): void };

/** A new key, shown once: the warning, the key in a read-only field and 'Copiar'. */
export function CreatedKey({ created, onClose }: Props) {
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copyKey = async () => {
    try {
      await navigator.clipboard.writeText(created.key);
      setCopy('copied');
    } catch {
      field.current?.select();
      setCopy('failed');
    }
  };
  return (
    <section className="created-key" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="created-key__title">
        {t.createdTitle}: {created.name}
      </h2>
      <p className="created-key__warning" role="alert">
        {t.createdWarning}
      </p>
      <label className="form-field__label" htmlFor={`${id}-key`}>
        {t.keyLabel}
      </label>
      <div className="created-key__row">
        <input id={`${id}-key`} ref={field} className="input created-key__value" value={created.key} readOnly onFocus={(event) => event.target.select()} />
        <button type="button" className="button button--primary" onClick={() => void copyKey()}>
          {t.copy}
        </button>
      </div>
      <p role="status" className="created-key__copy">
        {copy === 'copied' ? t.copied : copy === 'failed' ? t.copyFailed : ''}
      </p>
      <button type="button" className="button button--ghost" onClick={onClose}>
        {adminMessages.close}
      </button>
    </section>
  );
}
