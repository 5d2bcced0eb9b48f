/**
 * Saves text as a file through a Blob URL and an <a download> click (no network, works offline).
 * CSV gets a UTF-8 byte-order mark so that spreadsheet programs read accented names correctly.
 */
export const downloadText = (fileName: string, text: string, type: 'text/csv' | 'text/plain'): void => {
  const body = type === 'text/csv' ? `\ufeff${text}` : text;
  const url = URL.createObjectURL(new Blob([body], { type: `${type};charset=utf-8` }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
};

/** A file-name-safe version of a tournament name. */
export const fileStem = (name: string): string => name.replace(/[^\w.-]+/g, '_').replace(/^_+|_+$/g, '') || 'tournament';
