import type { Snapshot } from '../../../db/repository';
import { tournamentTrfText } from '../../../core/trf';

/** Downloads the tournament as a TRF file (the same text the CLI reads). */
export function ExportTrfButton(props: { readonly snapshot: Snapshot }) {
  const onExport = () => {
    // An imported event is written over the file it came from: only what the event changed differs.
    const text = tournamentTrfText(props.snapshot.tournament, props.snapshot.row.trfSource);
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = `${props.snapshot.row.name.replace(/[^\w.-]+/g, '_') || 'tournament'}.trf`;
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  return <button type="button" onClick={onExport}>Export TRF</button>;
}
