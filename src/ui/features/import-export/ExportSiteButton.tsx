import { useState } from 'react';
import type { Snapshot } from '../../../db/repository';
import { fileStem } from '../standings/download';
import { cardOptionsOf } from '../reports/cardOptions';

/** Today as the site's footer says it (YYYY-MM-DD, the computer's own date). */
const today = (): string => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/**
 * Export website: the event's public results site (core/site: index, players, pairings per round,
 * standings, crosstable, statistics, the player cards), as one zip to unpack on any web host. The generator and the zip library
 * are loaded on the click, so the first screen's code does not grow.
 */
export function ExportSiteButton(props: { readonly snapshot: Snapshot }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const onExport = async () => {
    setBusy(true);
    try {
      const { resultsSite, zipSite } = await import('../../../core/site');
      const { row, tournament } = props.snapshot;
      // The player cards with the K the arbiter set, as the app's own cards (reports/cardOptions).
      const bytes = zipSite(resultsSite({ ...tournament, name: row.name }, { written: today(), cards: cardOptionsOf(props.snapshot) }));
      const url = URL.createObjectURL(new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/zip' }));
      const a = document.createElement('a');
      a.href = url;
      a.download = `${fileStem(row.name)}-website.zip`;
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
      setError(null);
    } catch (e) {
      setError(`Export website: ${e instanceof Error ? e.message : String(e)}`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <span className="row-actions">
      <button type="button" onClick={() => void onExport()} disabled={busy}>Export website</button>
      {error ? <span role="alert" className="error">{error}</span> : null}
    </span>
  );
}
