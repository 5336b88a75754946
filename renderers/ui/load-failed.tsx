type Props = { text: string; retry: string; onRetry(): void };

/** A list or report that could not be loaded: the reason, announced at once, and a button to ask again. */
export function LoadFailed({ text, retry, onRetry }: Props) {
  return (
    <div role="alert">
      <p>{text}</p>
      <button type="button" className="button button--primary" onClick={onRetry}>
        {retry}
      </button>
    </div>
  );
}
