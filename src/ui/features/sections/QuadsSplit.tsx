import { useMemo, useState } from 'react';
import type { Snapshot } from '../../../db/repository';
import { appDb } from '../../../db/appDb';
import { splitIntoSections } from '../../../db/repository';
import { quadSections } from '../../../core/sections';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ErrorMessage } from '../../components/ErrorMessage';
import { newEventKey } from './NewEventForm';

/**
 * Quads: the registered players by rating (FIDE initial ranking) cut into groups of four, each a
 * round robin of its own (core/sections `quadSections`); the tournament becomes the first quad of
 * an event of that name. Offered while the players are still being registered.
 */
export function QuadsSplit(props: { readonly snapshot: Snapshot }) {
  const { row, playerRows } = props.snapshot;
  const players = useMemo(() => [...playerRows.values()], [playerRows]);
  const groups = useMemo(() => quadSections(players), [players]);
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<{ field?: string; detail: string } | null>(null);
  if (groups.length < 2) return null;
  const split = async () => {
    setAsking(false);
    const r = await splitIntoSections(appDb(), row.id, row.name, groups.map((g) => ({
      name: g.name, settings: g.settings, totalRounds: g.totalRounds, playerKeys: g.players.map((p) => p.id),
    })), newEventKey(), groups.map(() => Math.floor(Math.random() * 0x7fffffff)), Date.now());
    setError(r.ok ? null : r.field === undefined ? { detail: r.detail } : { field: r.field, detail: r.detail });
  };
  return (
    <div className="quads">
      <button type="button" onClick={() => setAsking(true)}>Split into quads by rating…</button>
      <ConfirmDialog
        open={asking}
        title="Split into quads?"
        message={`${players.length} players become ${groups.length} round robins of ${groups.map((g) => g.players.length).join(', ')} players by rating: ${groups.map((g) => `${g.name}: ${g.players.map((p) => p.name).join(', ')}`).join('; ')}. Each quad is then seeded, paired and printed on its own.`}
        confirmLabel="Split into quads"
        onCancel={() => setAsking(false)}
        onConfirm={() => void split()}
      />
      <ErrorMessage error={error} />
    </div>
  );
}
