/* eslint-disable pairwise/core-folder-index -- the page imports the venue folder's readers file by file: its index also brings the official view's writer and with it every pairing system (300 KB instead of 117 KB minified for a phone). */
import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import * as Y from 'yjs';
// The readers only (no pairing system): the page's bundle stays small.
import { historyOf, officialFrom } from '../core/venue/officialRead';
import type { Official, OfficialBoard } from '../core/venue/officialRead';
import { officialName, proposalsName } from '../core/venue/access';
import { parseCode, spectatorCode } from '../core/venue/codes';
import { boardKey, readReport } from '../core/venue/words';
import { crossRows, myGame, pairingRows, reportChoices } from './view';

/**
 * The public event page (served by `pairwise relay` at /e/<event>): reads the event's official
 * document with no code and draws it again after each change (at most once a frame). Plain DOM:
 * the page is a few kilobytes of code besides the sync client.
 *
 * Opened from a player's card (`#code=<personal code>`, in the fragment: never sent to the relay
 * in a request, never in its logs), it also shows the player's game with buttons to report its
 * result and to ask to drop: written into the player's proposals document, which the relay checks
 * under the venue's write rules and the chief's laptop reads; nothing is official until the chief's
 * laptop takes it.
 */
const meta = (name: string): string => document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? '';
const event = meta('pairwise-event');
const version = meta('pairwise-version');
const root = document.getElementById('event')!;

type Tab = 'pairings' | 'standings' | 'crosstable' | 'player';
let tab: Tab = 'pairings';
let query = '';
let player: number | null = null;
let status: 'connecting' | 'live' | 'offline' | 'refused' = 'connecting';
let synced = false;

/** The player whose personal code opened the page, if any (and if it is one of this event's). */
const fromHash = new URLSearchParams(location.hash.slice(1)).get('code');
const code = fromHash === null ? null : parseCode(fromHash);
const me = code?.role === 'player' && code.event === event ? code.rank : null;
let mine: 'connecting' | 'ready' | 'refused' = 'connecting';
let confirmDrop = false;

const el = <K extends keyof HTMLElementTagNameMap>(tag: K, props: Partial<HTMLElementTagNameMap[K]> = {}, ...children: (Node | string)[]): HTMLElementTagNameMap[K] => {
  const e = Object.assign(document.createElement(tag), props);
  e.append(...children);
  return e;
};
const table = (head: string[], rows: (Node | string)[][], className = '', numeric: readonly number[] = []): HTMLElement => {
  const t = el('table', { className });
  t.append(el('thead', {}, el('tr', {}, ...head.map((h, i) => el('th', { scope: 'col', className: numeric.includes(i) ? 'num' : '' }, h)))));
  t.append(el('tbody', {}, ...rows.map((r) => el('tr', {}, ...r.map((c, i) => el('td', { className: numeric.includes(i) ? 'num' : '' }, c))))));
  return el('div', { className: 'scroll' }, t);
};

const doc = new Y.Doc();
const socket = new HocuspocusProviderWebsocket({ url: `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/sync?version=${encodeURIComponent(version)}` });
const provider = new HocuspocusProvider({
  websocketProvider: socket, name: officialName(event), token: spectatorCode, document: doc,
  onSynced: () => {
    synced = true;
    schedule();
  },
  onAuthenticationFailed: () => {
    status = 'refused';
    schedule();
  },
});
provider.attach();
// A reader shares no presence (the relay refuses one: it would be passed to every reader).
provider.awareness?.setLocalState(null);
const proposals = new Y.Doc();
if (me !== null && fromHash !== null) {
  const own = new HocuspocusProvider({
    websocketProvider: socket, name: proposalsName(event, me), token: fromHash, document: proposals,
    onSynced: () => {
      mine = 'ready';
      schedule();
    },
    onAuthenticationFailed: () => {
      mine = 'refused';
      schedule();
    },
    // The relay ends a code's connection when its verifier is withdrawn (publishing turned off).
    onClose: ({ event: e }) => {
      if (!String(e.reason).startsWith('revoked')) return;
      mine = 'refused';
      schedule();
    },
  });
  own.attach();
  own.awareness?.setLocalState(null);
  proposals.on('update', () => schedule());
}
socket.on('status', ({ status: s }: { status: string }) => {
  if (status === 'refused') return;
  status = s === 'connected' ? 'live' : s === 'connecting' ? 'connecting' : 'offline';
  schedule();
});

let pending = false;
const schedule = (): void => {
  if (pending) return;
  pending = true;
  requestAnimationFrame(() => {
    pending = false;
    draw();
  });
};
doc.on('update', schedule);

const playerButton = (o: Official, rank: number): HTMLElement => {
  const name = o.players.find((p) => p.rank === rank)?.name ?? `#${rank}`;
  const b = el('button', { type: 'button', className: 'player', textContent: name });
  b.addEventListener('click', () => {
    player = rank;
    tab = 'player';
    draw();
  });
  return b;
};

const pairings = (o: Official): HTMLElement => {
  const round = o.rounds.at(-1);
  const box = el('section', { ariaLabel: 'Pairings' });
  if (!round) {
    box.append(el('p', { className: 'note' }, 'Round 1 is not paired yet.'));
    return box;
  }
  box.append(el('h2', {}, `Round ${round.number} of ${o.meta.totalRounds}`));
  const label = el('label', { htmlFor: 'search' }, 'Find a player');
  const search = el('input', { type: 'search', id: 'search', value: query, placeholder: 'Name', autocomplete: 'off' });
  search.addEventListener('input', () => {
    query = search.value;
    list.replaceChildren(boardsTable(o, round.boards, round.byes));
  });
  const list = el('div', {}, boardsTable(o, round.boards, round.byes));
  box.append(label, search, list);
  return box;
};

const boardsTable = (o: Official, boards: readonly OfficialBoard[], byes: Official['rounds'][number]['byes']): HTMLElement => {
  const rows = pairingRows(o, boards, byes, query);
  if (rows.length === 0) return el('p', { className: 'note' }, `No player's name contains "${query}".`);
  return table(['Bd', o.meta.seats[0], 'Result', o.meta.seats[1]], rows.map((r) => [
    r.board === null ? '' : String(r.board), r.first === null ? '' : playerButton(o, r.first), el('span', { className: 'res' }, r.result),
    r.second === null ? r.note : playerButton(o, r.second),
  ]), '', [0]);
};

const standingsView = (o: Official): HTMLElement => {
  const box = el('section', { ariaLabel: 'Standings' }, el('h2', {}, `Standings after round ${o.meta.round}`));
  if (o.standings.length === 0) box.append(el('p', { className: 'note' }, 'No standings yet.'));
  else box.append(table(['#', 'Player', 'Pts'], o.standings.map((s) => [String(s.place), playerButton(o, s.rank), s.points]), '', [0, 2]));
  return box;
};

const crossView = (o: Official): HTMLElement => {
  const box = el('section', { ariaLabel: 'Crosstable' }, el('h2', {}, 'Crosstable'));
  const rows = crossRows(o);
  box.append(table(['#', 'Player', ...o.rounds.map((r) => `R${r.number}`), 'Pts'],
    rows.map((r) => [String(r.place), playerButton(o, r.rank), ...r.cells, r.points]), 'cross'));
  box.append(el('p', { className: 'status' }, 'Each round: the result (1, ½, 0; + and − by forfeit), the seat and the opponent\'s place.'));
  return box;
};

const playerView = (o: Official): HTMLElement => {
  const p = o.players.find((x) => x.rank === player);
  if (!p) return standingsView(o);
  const box = el('section', { ariaLabel: `Games of ${p.name}` }, el('h2', {}, p.name));
  const s = o.standings.find((x) => x.rank === p.rank);
  if (s) box.append(el('p', {}, `Place ${s.place}, ${s.points} points`));
  box.append(table(['Rd', 'Bd', 'Seat', 'Opponent', 'Result'], historyOf(o, p.rank).map((h) => [
    String(h.round), h.board === null ? '' : String(h.board), h.seat, h.opponent, h.result,
  ]), '', [0, 1]));
  return box;
};

/** The personal code's panel: the player's game, its result to report, a request to drop. */
const myPanel = (o: Official, rank: number): HTMLElement => {
  const name = o.players.find((p) => p.rank === rank)?.name ?? `No. ${rank}`;
  const box = el('section', { className: 'mine', ariaLabel: 'My game' }, el('h2', {}, `My game · ${name}`));
  if (mine === 'refused') {
    box.append(el('p', { className: 'note' }, 'This personal code is not accepted on this relay: the organiser may have turned publishing off. Ask an arbiter.'));
    return box;
  }
  const game = myGame(o, rank);
  if (game === null) box.append(el('p', {}, 'Round 1 is not paired yet.'));
  else if (game.kind === 'bye') box.append(el('p', {}, `Round ${game.round}: you have a bye (${game.note}).`));
  else if (game.kind === 'none') box.append(el('p', {}, `You are not paired in round ${game.round}.`));
  else {
    box.append(el('p', {}, `Round ${game.round}, board ${game.board}: you play ${o.meta.seats[game.first ? 0 : 1]} against ${game.opponent}.`));
    if (game.result !== null) box.append(el('p', { role: 'status' }, `Result: ${game.result}.`));
    else if (game.disputed) box.append(el('p', { role: 'status' }, 'The reports differ: an arbiter decides.'));
    else {
      const key = boardKey(game.round, game.board);
      const reports = proposals.getMap('reports');
      const reported = readReport(reports.get(key));
      const buttons = el('div', { className: 'report' });
      for (const c of reportChoices(game.first)) {
        const b = el('button', { type: 'button', textContent: `${c.words} (${o.meta.wording[c.result] ?? c.result})`, disabled: mine !== 'ready' });
        b.addEventListener('click', () => reports.set(key, { result: c.result, at: Date.now(), rank }));
        buttons.append(b);
      }
      box.append(el('p', {}, 'Report your result:'), buttons);
      if (reported) box.append(el('p', { role: 'status' }, `You reported ${o.meta.wording[reported.result] ?? reported.result}. It counts once your opponent reports the same; if you disagree, an arbiter decides.`));
    }
  }
  const drop = proposals.getMap('drop');
  if (drop.get('drop') !== undefined) box.append(el('p', { role: 'status' }, 'Your request to drop was sent to the arbiters.'));
  else if (confirmDrop) {
    const yes = el('button', { type: 'button', className: 'danger', textContent: 'Yes, drop me' });
    yes.addEventListener('click', () => {
      confirmDrop = false;
      drop.set('drop', { rank, at: Date.now() });
    });
    const no = el('button', { type: 'button', textContent: 'Cancel' });
    no.addEventListener('click', () => {
      confirmDrop = false;
      draw();
    });
    box.append(el('p', {}, 'Drop from the event? You will not be paired in the next rounds once an arbiter accepts.'), el('div', { className: 'report' }, yes, no));
  } else {
    const ask = el('button', { type: 'button', textContent: 'Drop from the event', disabled: mine !== 'ready' });
    ask.addEventListener('click', () => {
      confirmDrop = true;
      draw();
    });
    box.append(ask);
  }
  return box;
};

const draw = (): void => {
  const o = officialFrom((k) => doc.getMap('official').get(k), doc.getArray('order').toArray());
  const focused = document.activeElement?.id === 'search';
  const words = { connecting: 'Connecting…', live: 'Live: updates as results come in', offline: 'Offline: showing what was last received; reconnecting…', refused: '' };
  if (o === null) {
    root.replaceChildren(el('h1', {}, 'Live event'), el('p', { className: 'note' },
      status === 'refused' || synced ? 'This event is not published on this relay (or its organiser turned publishing off).' : words[status]));
    return;
  }
  document.title = `${o.meta.name}: live`;
  const nav = el('nav', { ariaLabel: 'Views' });
  for (const [id, words] of [['pairings', 'Pairings'], ['standings', 'Standings'], ['crosstable', 'Crosstable']] as const) {
    const b = el('button', { type: 'button', textContent: words });
    b.setAttribute('aria-pressed', String(tab === id));
    b.addEventListener('click', () => {
      tab = id;
      draw();
    });
    nav.append(b);
  }
  const view = tab === 'pairings' ? pairings(o) : tab === 'standings' ? standingsView(o) : tab === 'crosstable' ? crossView(o) : playerView(o);
  root.replaceChildren(
    el('h1', {}, o.meta.name),
    el('p', { className: `status ${status === 'live' ? 'live' : 'off'}` }, `${o.meta.system} · ${words[status] || 'Connecting…'}`),
    ...(me === null ? [] : [myPanel(o, me)]),
    nav, view,
  );
  if (focused) {
    const s = document.getElementById('search') as HTMLInputElement | null;
    s?.focus();
    s?.setSelectionRange(s.value.length, s.value.length);
  }
};
draw();
