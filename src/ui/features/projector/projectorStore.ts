import { assertNever } from '../../../core/model';
import { create } from 'zustand';

/**
 * What the projector shows and how fast it pages: UI/session state (zustand), shared between the
 * TO's window and the projector window through a BroadcastChannel; any open window answers a
 * newcomer's "hello" with its copy. The round timer is not here: it is stored with the tournament
 * in IndexedDB (db `changeRoundTimer`), so a reload or a crash finds it running.
 */
export const projectorModes = ['pairings', 'standings', 'bracket'] as const;
export type ProjectorMode = (typeof projectorModes)[number];

export interface ProjectorSettings {
  readonly mode: ProjectorMode;
  /** Seconds each page stays up when the list does not fit on one screen. */
  readonly intervalSec: number;
  /** Netrunner: identities beside the names on the pairings and standings (Cobra's "show identities"). */
  readonly identities: boolean;
  /** Last change time (ms); the newest copy wins when windows disagree. */
  readonly version: number;
}

export const defaultSettings: ProjectorSettings = { mode: 'pairings', intervalSec: 10, identities: true, version: 0 };
export const minIntervalSec = 1;

type Message =
  | { readonly type: 'hello'; readonly tournamentId: number }
  | { readonly type: 'state'; readonly tournamentId: number; readonly settings: ProjectorSettings };

interface ProjectorStore {
  readonly byTournament: Readonly<Record<number, ProjectorSettings>>;
  /** Applies a change here and sends it to every other window. */
  change(tournamentId: number, f: (s: ProjectorSettings) => Omit<ProjectorSettings, 'version'>, now: number): void;
  /** Asks the other windows for their copy (on opening a window). */
  join(tournamentId: number): void;
}

const channelName = 'pairwise-projector';
let channel: BroadcastChannel | null = null;

const post = (m: Message): void => {
  channel?.postMessage(m);
};

export const useProjector = create<ProjectorStore>()((set, get) => ({
  byTournament: {},
  change: (tournamentId, f, now) => {
    const current = get().byTournament[tournamentId] ?? defaultSettings;
    const settings: ProjectorSettings = { ...f(current), version: Math.max(now, current.version + 1) };
    set({ byTournament: { ...get().byTournament, [tournamentId]: settings } });
    post({ type: 'state', tournamentId, settings });
  },
  join: (tournamentId) => post({ type: 'hello', tournamentId }),
}));

// the stored object itself (a selector returning a new object each time would re-render forever)
export const settingsFor = (s: ProjectorStore, tournamentId: number): ProjectorSettings => s.byTournament[tournamentId] ?? defaultSettings;
/** Identities shown unless the TO turned them off (a copy from an older window lacks the field). */
export const showsIdentities = (s: ProjectorSettings): boolean => (s as Partial<ProjectorSettings>).identities !== false;

if (typeof BroadcastChannel !== 'undefined') {
  channel = new BroadcastChannel(channelName);
  channel.onmessage = (e: MessageEvent<Message>) => {
    const m = e.data;
    const mine = useProjector.getState().byTournament[m.tournamentId];
    switch (m.type) {
      case 'hello':
        if (mine) post({ type: 'state', tournamentId: m.tournamentId, settings: mine });
        return;
      case 'state':
        if (!mine || m.settings.version > mine.version) {
          useProjector.setState({ byTournament: { ...useProjector.getState().byTournament, [m.tournamentId]: m.settings } });
        }
        return;
      default: return assertNever(m);
    }
  };
}
