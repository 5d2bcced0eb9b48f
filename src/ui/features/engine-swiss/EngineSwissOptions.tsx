import { useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import type { SettingsOf } from '../../../core/systems';
import type { OptionsEditorProps } from '../tournaments/systemForms';
import { engineSwissDraft, engineSwissFields } from './settings';
import type { EngineSwissFields } from './settings';

/**
 * The engine Swiss fields of the "New tournament" form (the "Swiss Mode" README, "Field Summary"). Plain named
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
        <textarea ref={openings} name="openings" rows={4} spellCheck={false} placeholder="1. e4 e5 2. Nf3 Nc6" />
      </label>
      <label className="opening-file">Opening file <input type="file" accept=".epd,.fen,.pgn,.txt,text/plain" onChange={(e) => void onFile(e)} /></label>
    </fieldset>
  );
}

/**
 * The engine Swiss options on the Settings panel, editable until round 1 is paired (then shown
 * disabled, with the reason). Saving makes the opening order again for the list as saved.
 */
export function EngineSwissOptionsEditor(props: OptionsEditorProps<SettingsOf<'engine-swiss'>>) {
  const [fields, setFields] = useState<EngineSwissFields>(() => engineSwissFields(props.settings));
  const aria = props.describedBy ? { 'aria-describedby': props.describedBy } : {};
  const edit = (patch: Partial<EngineSwissFields>) => {
    const next = { ...fields, ...patch };
    setFields(next);
    props.onChange(engineSwissDraft(next));
  };
  const box = (key: 'rematchesConfirmed' | 'allowExtraPairsOnTie' | 'uniquePerMatchOnly' | 'randomOpenings', label: string) => (
    <label><input type="checkbox" checked={fields[key]} disabled={props.disabled} {...aria} onChange={(e) => edit({ [key]: e.target.checked })} /> {label}</label>
  );
  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.currentTarget.files?.[0];
    if (file) edit({ openings: await file.text() });
  };
  return (
    <fieldset className="engine-swiss-options" aria-label="Engine Swiss options" disabled={props.disabled}>
      <legend>Engine Swiss</legend>
      <label>Games per match <input type="number" min={2} step={2} value={fields.gamesPerMatch} {...aria} onChange={(e) => edit({ gamesPerMatch: e.target.value })} /></label>
      <label>Seed groups <input type="number" min={1} value={fields.seedGroupCount} {...aria} onChange={(e) => edit({ seedGroupCount: e.target.value })} /></label>
      {box('rematchesConfirmed', 'Allow rematches (rounds may reach the number of engines)')}
      {box('allowExtraPairsOnTie', 'Extra pairs on a tie for first')}
      {box('uniquePerMatchOnly', 'Same openings on every board of a round (unique per match only)')}
      {box('randomOpenings', 'Shuffle the openings')}
      <label className="openings">Openings (one per line: EPD/FEN or PGN moves)
        <textarea rows={4} spellCheck={false} value={fields.openings} {...aria} onChange={(e) => edit({ openings: e.target.value })} />
      </label>
      <label className="opening-file">Opening file <input type="file" accept=".epd,.fen,.pgn,.txt,text/plain" {...aria} onChange={(e) => void onFile(e)} /></label>
    </fieldset>
  );
}
