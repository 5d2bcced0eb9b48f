/** A failure, saying where and why, announced to screen readers. */
export function ErrorMessage(props: { readonly error: { readonly field?: string; readonly detail: string } | null }) {
  if (!props.error) return null;
  return (
    <p role="alert" className="error">
      {props.error.field ? <strong>{props.error.field}: </strong> : null}
      {props.error.detail}
    </p>
  );
}
