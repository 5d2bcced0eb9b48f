import { useState } from 'react';
import type { Snapshot } from '../../../db/repository';
import { ratingReport, trfFormats } from '../../../core/trf';
import type { TrfFormat } from '../../../core/trf';

const formatNames: Readonly<Record<TrfFormat, string>> = { trf16: 'TRF-16', trf26: 'TRF-2026' };

/**
 * Downloads the tournament as a TRF file (the same text the CLI reads): the rating report, with
 * the full header and each player's final standings rank, in TRF-16 or TRF-2026 style.
 */
export function ExportTrfButton(props: { readonly snapshot: Snapshot }) {
  const [format, setFormat] = useState<TrfFormat>('trf16');
  const [error, setError] = useState<string | null>(null);
  const onExport = () => {
    // An imported event is written over the file it came from: only what the event changed differs.
    const r = ratingReport(props.snapshot.tournament, format, props.snapshot.row.trfSource);
    if (!r.ok) {
      setError(`Export TRF: ${r.detail}`);
      return;
    }
    setError(null);
    const url = URL.createObjectURL(new Blob([r.text], { type: 'text/plain' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = `${props.snapshot.row.name.replace(/[^\w.-]+/g, '_') || 'tournament'}.trf`;
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  return (
    <span className="row-actions">
      <select aria-label="TRF format" value={format} onChange={(e) => setFormat(e.target.value as TrfFormat)}>
        {trfFormats.map((f) => <option key={f} value={f}>{formatNames[f]}</option>)}
      </select>
      <button type="button" onClick={onExport}>Export TRF</button>
      {error ? <span role="alert" className="error">{error}</span> : null}
    </span>
  );
}
