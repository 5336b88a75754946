/** Inline validation text under a field, announced by screen readers. */
export function FieldError({ id, text }: { id: string; text: string | null }) {
  return (
    <p id={id} className="login-form__error" role={text ? 'alert' : undefined} hidden={!text}>
      {text}
    </p>
  );
}
