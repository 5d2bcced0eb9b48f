/** A failure shown on the Cut and export tab, saying where and why. */
export type Problem = { field?: string; detail: string } | null;

/** What a change to the stored event answers. */
export type Outcome = { ok: true } | { ok: false; field?: string; detail: string };

export const problemOf = (r: Outcome): Problem =>
  r.ok ? null : r.field === undefined ? { detail: r.detail } : { field: r.field, detail: r.detail };
