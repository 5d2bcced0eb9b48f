import { useRef } from 'react';
import type { ChangeEvent } from 'react';

/**
 * The engine Swiss fields of the "New tournament" form (seed 002 "Field Summary"). Plain named
 * inputs: the form's submit handler reads them with `engineSwissFromForm`. The opening list is
 * typed or pasted, or read from a file (EPD/FEN or PGN move lists, one per line).
 */
export function EngineSwissOptions() {
  const openings = useRef<HTMLTextAreaElement>(null);
  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.currentTarget.files?.[0];
    if (file && openings.current) openings.current.value = await file.text();
  };
  return (
    <fieldset className="engine-swiss-options" aria-label="Engine Swiss options">
      <legend>Engine Swiss</legend>
      <label>Games per match <input name="gamesPerMatch" type="number" min={2} step={2} defaultValue={2} required /></label>
      <label>Seed groups <input name="seedGroupCount" type="number" min={1} defaultValue={1} required /></label>
      <label><input name="rematchesConfirmed" type="checkbox" /> Allow rematches (rounds may reach the number of engines)</label>
      <label><input name="allowExtraPairsOnTie" type="checkbox" defaultChecked /> Extra pairs on a tie for first</label>
      <label><input name="uniquePerMatchOnly" type="checkbox" defaultChecked /> Same openings on every board of a round (unique per match only)</label>
      <label><input name="randomOpenings" type="checkbox" defaultChecked /> Shuffle the openings</label>
      <label className="openings">Openings (one per line: EPD/FEN or PGN moves)
        <textarea ref={openings} name="openings" rows={4} cols={50} spellCheck={false} placeholder="1. e4 e5 2. Nf3 Nc6" />
      </label>
      <label>Opening file <input type="file" accept=".epd,.fen,.pgn,.txt,text/plain" onChange={(e) => void onFile(e)} /></label>
    </fieldset>
  );
}
