import { create } from 'zustand';
import type { PairProgress } from '../worker/protocol';

/**
 * UI and session state only: which screen is open and what the worker is doing. Tournament data
 * is never copied here; components read it live from Dexie.
 */
export const tabs = ['players', 'seeding', 'rounds', 'standings', 'statistics', 'cut', 'openings'] as const;
export type Tab = (typeof tabs)[number];

export type Route = { readonly screen: 'list' } | { readonly screen: 'venue' } | { readonly screen: 'tournament'; readonly tournamentId: number; readonly tab: Tab };

export interface PairingActivity {
  readonly tournamentId: number;
  readonly round: number;
  readonly progress: PairProgress;
}

/**
 * Why the last "Pair round N" saved nothing. A message is true of the event as it was: "round N
 * is already paired" (another tab or window paired it) holds while round N exists; every other
 * failure (cancelled, out of memory, cannot be paired) holds while round N is still unpaired.
 */
export interface PairingError {
  readonly tournamentId: number;
  readonly round: number;
  readonly holdsWhile: 'round-paired' | 'round-unpaired';
  readonly message: string;
}

/** Whether a pairing failure still describes an event whose rounds 1..`pairedRounds` are paired. */
export const pairingErrorHolds = (e: PairingError, pairedRounds: number): boolean =>
  e.holdsWhile === 'round-paired' ? pairedRounds >= e.round : pairedRounds < e.round;

export interface UiState {
  readonly route: Route;
  readonly pairing: PairingActivity | null;
  /** The dashboard's "Enter the results of round k": the Rounds screen shows round k and focuses its first empty result. */
  readonly resultsRequest: { readonly tournamentId: number; readonly round: number } | null;
  /** The last pairing failure, shown until the next attempt or until it no longer holds. */
  readonly pairingError: PairingError | null;
  navigate(route: Route): void;
  setPairing(p: PairingActivity | null): void;
  setPairingError(e: UiState['pairingError']): void;
  requestResults(r: UiState['resultsRequest']): void;
}

/** "#/t/3/rounds" ⇄ route, so a reload (or a second tab) opens the same screen. */
export const routeFromHash = (hash: string): Route => {
  if (hash === '#/venue') return { screen: 'venue' };
  const m = /^#\/t\/(\d+)(?:\/(\w+))?$/.exec(hash);
  if (!m) return { screen: 'list' };
  const tab = (tabs as readonly string[]).includes(m[2] ?? '') ? (m[2] as Tab) : 'players';
  return { screen: 'tournament', tournamentId: Number(m[1]), tab };
};

export const hashFromRoute = (r: Route): string => (r.screen === 'list' ? '#/' : r.screen === 'venue' ? '#/venue' : `#/t/${r.tournamentId}/${r.tab}`);

const initialHash = typeof location === 'undefined' ? '' : location.hash;

export const useUi = create<UiState>()((set) => ({
  route: routeFromHash(initialHash),
  pairing: null,
  pairingError: null,
  resultsRequest: null,
  navigate: (route) => {
    if (typeof location !== 'undefined') {
      const current = routeFromHash(location.hash);
      const sameEvent = current.screen === 'tournament' && route.screen === 'tournament' && current.tournamentId === route.tournamentId;
      if (sameEvent) addressWhenIdle();
      else writeAddress(hashFromRoute(route));
    }
    set({ route });
  },
  setPairing: (pairing) => set({ pairing }),
  setPairingError: (pairingError) => set({ pairingError }),
  requestResults: (resultsRequest) => set({ resultsRequest }),
}));

/**
 * A tab switch writes the address once the page is idle, after the tab is drawn. Setting
 * location.hash (or pushState) is the browser's session-history update: 5-50 ms on the main thread
 * in profiles of the click on Standings at 2000 players. The TO waits for the tab, not for the
 * address bar. The address written is the route at that moment, so quick switches write only the
 * last one.
 */
let addressPending = false;
/** The address the app wrote last, until its hashchange event arrives (that event is no news). */
let ownAddress: string | null = null;
const writeAddress = (hash: string): void => {
  if (location.hash === hash) return;
  ownAddress = hash;
  location.hash = hash;
};
const addressWhenIdle = (): void => {
  if (addressPending) return;
  addressPending = true;
  const write = (): void => {
    addressPending = false;
    writeAddress(hashFromRoute(useUi.getState().route));
  };
  // When the page is next idle, at most a second later (Safari has no requestIdleCallback).
  if (typeof requestIdleCallback === 'function') requestIdleCallback(write, { timeout: 1000 });
  else setTimeout(write, 0);
};

if (typeof window !== 'undefined') {
  // Back, Forward, a typed address. The app's own writes come back here too, and are skipped: by
  // the time the event arrives the TO may have switched tabs again (the address not yet written),
  // and reading the route from that address would switch them back.
  window.addEventListener('hashchange', (e) => {
    const hash = new URL(e.newURL).hash;
    if (hash === ownAddress) { ownAddress = null; return; }
    const route = routeFromHash(hash);
    // The same route again is not a change (a new route object would render the whole tournament again).
    if (hashFromRoute(route) !== hashFromRoute(useUi.getState().route)) useUi.setState({ route });
  });
}
