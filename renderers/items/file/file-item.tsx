import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { asApiFailure } from '../../../domain/api-failure';
import { formatBytes } from '../../../domain/byte-size';
import { formatDateTime } from '../../../domain/dates';
import { checkFileType, knownExtensions, sniffBytes } from '../../../domain/file-kinds';
import { fileSizeProblem, normalizeFileName, validateFile } from '../../../domain/files';
import { fileMessages } from '../../../domain/messages/files';
import { portalMessages } from '../../../domain/messages/portal';
import { FileField } from '../../ui/file-field';
import type { ItemViewProps } from '../item-view-props';
import { useItemServices, type ItemFile } from '../item-services';
import './file-item.css';

const t = fileMessages.item;
type Listing = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; files: ItemFile[] };
type Sending = { status: 'idle' } | { status: 'sending' } | { status: 'sent'; name: string } | { status: 'failed'; message: string };

/**
 * The `file` item: upload (SPEC §5 rules checked here before sending: required, extension, the bytes' real type and
 * the tenant's size limit, which the picker states; the server checks all again) under the name the server stores
 * (normalizeFileName), the item's files, each downloaded by its signed link.
 */
export default function FileItemView({ module, item }: ItemViewProps<'file'>) {
  const services = useItemServices();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [listing, setListing] = useState<Listing>({ status: 'loading' });
  const [sending, setSending] = useState<Sending>({ status: 'idle' });
  const [cleared, setCleared] = useState(0);
  // The tenant's largest file, as the list's reply says it (null until then: the server still checks).
  const [maxBytes, setMaxBytes] = useState<number | null>(null);
  const allowed = item.extensions ?? knownExtensions;

  const load = useCallback(async () => {
    try {
      const list = await services.listItemFiles?.(module.id, item.id);
      setListing({ status: 'ready', files: list?.files ?? [] });
      if (list?.maxBytes) setMaxBytes(list.maxBytes);
    } catch {
      setListing({ status: 'failed' });
    }
  }, [services, module.id, item.id]);

  useEffect(() => {
    void load();
  }, [load]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const file = input.current?.files?.[0];
    const problem = validateFile({ label: item.title, fileName: file?.name, allowed });
    if (problem || !file) return setSending({ status: 'failed', message: problem ?? portalMessages.validation.fileMissing(item.title) });
    const name = normalizeFileName(file.name);
    const tooLarge = maxBytes === null ? null : fileSizeProblem(name, file.size, maxBytes);
    if (tooLarge) return setSending({ status: 'failed', message: tooLarge });
    const head = new Uint8Array(await file.slice(0, sniffBytes).arrayBuffer());
    if (!checkFileType(name, head, allowed).ok) return setSending({ status: 'failed', message: fileMessages.errors.wrongContent(name) });
    setSending({ status: 'sending' });
    try {
      await services.uploadItemFile?.(module.id, item.id, file, name);
      setSending({ status: 'sent', name });
      // A new, empty picker for the next file.
      setCleared((n) => n + 1);
      await load();
    } catch (reason) {
      setSending({ status: 'failed', message: asApiFailure(reason).message ?? fileMessages.errors.uploadFailed });
    }
  };

  return (
    <div className="file-item">
      {item.description ? <p className="file-item__description">{item.description}</p> : null}
      <form className="file-item__form" onSubmit={(event) => void submit(event)} noValidate>
        <FileField
          key={cleared}
          id={inputId}
          inputRef={input}
          accept={allowed.map((ext) => `.${ext}`).join(',')}
          describedBy={`${inputId}-hint`}
          onChange={() => setSending({ status: 'idle' })}
        />
        <p id={`${inputId}-hint`} className="file-item__hint">
          {t.allowed(allowed.join(', '))}
          {maxBytes === null ? null : ` ${t.maxSize(formatBytes(maxBytes))}`}
        </p>
        <button type="submit" className="button button--primary" disabled={sending.status === 'sending'}>
          {sending.status === 'sending' ? t.sending : t.send}
        </button>
        <p className="file-item__status" role={sending.status === 'failed' ? 'alert' : 'status'}>
          {sending.status === 'failed' ? sending.message : sending.status === 'sent' ? t.sent(sending.name) : ''}
        </p>
      </form>
      <h3 className="file-item__title">{t.listTitle}</h3>
      {listing.status === 'loading' ? <p aria-busy="true">…</p> : null}
      {listing.status === 'failed' ? <p role="alert">{t.loadFailed}</p> : null}
      {listing.status === 'ready' && listing.files.length === 0 ? <p>{t.empty}</p> : null}
      {listing.status === 'ready' && listing.files.length > 0 ? (
        <ul className="file-item__list">
          {listing.files.map((file) => (
            <li key={file.key} className="file-item__file">
              <a href={file.link} download={file.name} aria-label={t.download(file.name)}>
                {file.name}
              </a>
              <span className="file-item__detail">{formatBytes(file.size)}</span>
              {/* When it was sent: two files of the same name are told apart. */}
              <time className="file-item__detail" dateTime={file.createdAt}>
                {formatDateTime(file.createdAt)}
              </time>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
