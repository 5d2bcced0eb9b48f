/**
 * HTML built as text, with every value from the tournament escaped. Names, clubs, the event's name
 * and details are typed by people and read back from files: hostile input. A page is written only
 * through the `html` tag below, which escapes each value it is given unless it is already `Html`
 * (markup this module built), so `<script>` in a name comes out as the text "<script>".
 */
export class Html {
  constructor(readonly text: string) {}
  toString(): string {
    return this.text;
  }
}

const entities: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** The text with the five characters that mean something in HTML (text and attribute values) escaped. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => entities[c] ?? c);

/** A value the `html` tag takes: markup, text (escaped), a number, a list of them, or nothing. */
export type HtmlValue = Html | string | number | null | undefined | false | readonly HtmlValue[];

const render = (v: HtmlValue): string => {
  if (v === null || v === undefined || v === false) return '';
  if (v instanceof Html) return v.text;
  if (typeof v === 'number') return String(v);
  if (typeof v === 'string') return escapeHtml(v);
  return v.map(render).join('');
};

/** Markup with its values escaped (see the module comment). */
export const html = (strings: TemplateStringsArray, ...values: readonly HtmlValue[]): Html => {
  let out = strings[0] ?? '';
  values.forEach((v, i) => {
    out += render(v) + (strings[i + 1] ?? '');
  });
  return new Html(out);
};
