/**
 * A form's refusal field by field: each message in its own element, tied to its input
 * (`fieldMarks`: aria-invalid and aria-describedby), so a screen reader reads it with the field
 * and the field is marked. The messages name the field in words ("Rating must be…"); the keys the
 * database uses (rating, birthDate) are never shown.
 */
export interface FieldProblem {
  readonly field?: string;
  readonly message: string;
}

/** The problems of a refused change: one per field when it lists them, else its one detail. */
export const problemsOfFailure = (r: { readonly field?: string; readonly detail: string; readonly problems?: readonly { readonly field: string; readonly message: string }[] }): FieldProblem[] =>
  r.problems !== undefined && r.problems.length > 0 ? [...r.problems] : [r.field === undefined ? { message: r.detail } : { field: r.field, message: r.detail }];

const idOf = (form: string, field: string): string => `${form}-${field}-error`;

/** The attributes that mark `field`'s input while it has a problem. */
export const fieldMarks = (form: string, problems: readonly FieldProblem[], field: string): { 'aria-invalid'?: true; 'aria-describedby'?: string } =>
  problems.some((p) => p.field === field) ? { 'aria-invalid': true, 'aria-describedby': idOf(form, field) } : {};

export function FieldErrors(props: { readonly form: string; readonly problems: readonly FieldProblem[] }) {
  if (props.problems.length === 0) return null;
  const seen = new Set<string>();
  return (
    <div role="alert" className="error">
      {props.problems.map((p, i) => {
        // One element per field carries the id its input points at; a second message joins it.
        const id = p.field !== undefined && !seen.has(p.field) ? idOf(props.form, p.field) : undefined;
        if (p.field !== undefined) seen.add(p.field);
        return <p key={i} id={id}>{p.message}</p>;
      })}
    </div>
  );
}
