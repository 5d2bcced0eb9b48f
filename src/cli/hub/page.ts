import QRCode from 'qrcode';
import { spectatorCode } from '../../core/venue';
import type { Deputy } from './codes';

/**
 * The hub's pages. `/hub` on the TO's laptop itself: the chief's code, the deputies (each named,
 * with a code of their own and a button that revokes it), a sheet of personal codes per event for
 * the players, and the spectators' link. Every other device gets `publicHubPage`: where to follow
 * the event, and no code. QR codes are drawn here, offline.
 */
export interface HubPageInput {
  readonly addresses: readonly string[];
  /** The address the links and QR codes name (--host, or the first LAN address). */
  readonly address: string;
  readonly chief: string;
  readonly deputies: readonly Deputy[];
  readonly version: string;
  readonly connections: number;
  readonly events: readonly { readonly event: string; readonly name: string; readonly players: number }[];
  /** Codes of an earlier version were found and replaced. */
  readonly replaced: boolean;
}

const entities: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', '\'': '&#39;' };
const escape = (s: string): string => s.replace(/[&<>"']/g, (c) => entities[c]!);

/** The link a device opens with its code: the hub's address, the code in the fragment (never sent in requests or logs). */
export const joinLink = (address: string, code: string): string => `${address}/#join=${encodeURIComponent(code)}`;

const qr = async (link: string, label: string): Promise<string> =>
  `<figure role="img" aria-label="${escape(label)}">${await QRCode.toString(link, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })}</figure>`;

const style = `body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:72rem;padding:1rem 1.5rem;color:#1b1f24;background:#fff}
h1{font-size:1.6rem;margin:.5rem 0} h2{font-size:1.15rem;margin:.25rem 0}
.roles{display:grid;grid-template-columns:repeat(auto-fit,minmax(17rem,1fr));gap:1rem}
section{border:1px solid #c9d1d9;border-radius:8px;padding:1rem} summary{cursor:pointer;color:#0b57d0}
figure{margin:.5rem 0;max-width:14rem} figure svg{width:100%;height:auto}
a{word-break:break-all;color:#0b57d0} code{font-size:.95em}
table{border-collapse:collapse;width:100%} td,th{text-align:left;padding:.25rem .4rem;border-bottom:1px solid #e1e4e8;vertical-align:top}
form.inline{display:inline} button{font:inherit;padding:.2rem .6rem} .warn{background:#fff4ce;padding:.5rem;border-radius:6px}
@media print{section{break-inside:avoid}}`;

const shell = (title: string, body: string): string => `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title><style>${style}</style></head><body>${body}</body></html>`;

export const hubPage = async (input: HubPageInput): Promise<string> => {
  const chiefLink = joinLink(input.address, input.chief);
  const watch = joinLink(input.address, spectatorCode);
  const deputies = await Promise.all(input.deputies.map(async (d) => {
    if (d.revoked) return `<tr><td>${escape(d.name)}</td><td>revoked</td><td></td></tr>`;
    const link = joinLink(input.address, d.code);
    return `<tr><td>${escape(d.name)}</td><td><details><summary>Show ${escape(d.name)}'s join code</summary>${await qr(link, `QR code for ${d.name}`)}<p><a href="${escape(link)}">${escape(link)}</a></p></details></td>`
      + `<td><form class="inline" method="post" action="/hub/deputies/${d.id}/revoke"><button type="submit">Revoke ${escape(d.name)}'s code</button></form></td></tr>`;
  }));
  const events = input.events.map((e) => `<li><a href="/hub/players/${encodeURIComponent(e.event)}">Personal codes for ${escape(e.name)}</a> (${e.players} players, one per player, to print and hand out)</li>`);
  return shell('Pairwise hub', `<h1>Pairwise hub</h1>
<p>Running Pairwise ${escape(input.version)}. Devices on the venue network join at
${input.addresses.map((a) => `<code>${escape(a)}</code>`).join(', ') || '<code>(no network address)</code>'}; the links and QR codes below name <code>${escape(input.address)}</code>
(start the hub with <code>--host ADDRESS</code> to name another). ${input.connections} connected now. Every device must run the same version of Pairwise.</p>
<p>This page is shown only on this laptop: other devices that open it see no code. Each code belongs to one person; keep the chief's to yourself.</p>
${input.replaced ? '<p class="warn" role="status">The join codes of an earlier version of the hub were replaced: they were shown to every device. Join again with the codes below.</p>' : ''}
<div class="roles">
<section aria-labelledby="role-chief"><h2 id="role-chief">Chief arbiter</h2><p>This laptop's Pairwise: pairs rounds, decides conflicting results, publishes the tournament.</p>
<details><summary>Show the chief arbiter's join code</summary>${await qr(chiefLink, 'QR code for the chief arbiter')}<p><a href="${escape(chiefLink)}">${escape(chiefLink)}</a></p></details></section>
<section aria-labelledby="role-deputy"><h2 id="role-deputy">Deputy arbiters</h2><p>Each deputy's own laptop enters results under the deputy's name. A code can be revoked; the laptop is cut off at once.</p>
${deputies.length > 0 ? `<table><thead><tr><th scope="col">Deputy</th><th scope="col">Code</th><th scope="col"></th></tr></thead><tbody>${deputies.join('')}</tbody></table>` : '<p>No deputy yet.</p>'}
<form method="post" action="/hub/deputies"><label for="deputy-name">Add a deputy</label> <input id="deputy-name" name="name" maxlength="40" required placeholder="Deputy Anna"> <button type="submit">Add</button></form></section>
<section aria-labelledby="role-player"><h2 id="role-player">Players</h2><p>Each player has a personal code: it shows their own game and lets them report its result or ask to drop, and nothing else.</p>
${events.length > 0 ? `<ul>${events.join('')}</ul>` : '<p>No tournament is shared yet: open it in Pairwise on this laptop after joining as chief arbiter.</p>'}</section>
<section aria-labelledby="role-spectator"><h2 id="role-spectator">Spectators</h2><p>Hall screens, projectors, anyone: pairings and standings, no code needed.</p>
${await qr(watch, 'QR code for spectators')}<p><a href="${escape(watch)}">${escape(watch)}</a></p></section>
</div>`);
};

/** The page every other device gets at /hub: where to follow the event, and that the codes are on the chief's laptop only. */
export const publicHubPage = (input: { readonly addresses: readonly string[]; readonly version: string; readonly port: number }): string => shell('Pairwise hub', `<h1>Pairwise hub</h1>
<p>This is the venue's Pairwise hub (version ${escape(input.version)}). <a href="/#join=${spectatorCode}">Follow the pairings and standings</a>.</p>
<p>Players: scan the personal QR code the arbiters gave you. Arbiters: the chief arbiter gives you your own code. The join codes are shown only on the chief
arbiter's laptop, the one that runs the hub: open <code>http://localhost:${input.port}/hub</code> there.</p>`);

/** The event's page on the online relay (src/venue/publish.ts publicAddress), with no code. */
export const relayLink = (relay: string, event: string): string => `${relay.replace(/\/+$/, '')}/e/${encodeURIComponent(event)}`;

/** A player's link to the event's page on the relay: their code in the fragment (never sent in requests or logs). */
export const relayCodeLink = (eventPage: string, code: string): string => `${eventPage}#code=${encodeURIComponent(code)}`;

/**
 * One event's personal codes, a card per player, to print and cut (or hand out as a list). When the
 * event is published online (`relay`: its page there), each card has a second QR code: the same
 * code on the relay, for a phone on mobile data.
 */
export const playersSheet = async (input: { readonly address: string; readonly event: string; readonly relay?: string; readonly players: readonly { readonly rank: number; readonly name: string; readonly code: string }[] }): Promise<string> => {
  const cards = await Promise.all([...input.players].sort((a, b) => a.name.localeCompare(b.name)).map(async (p) => {
    const link = joinLink(input.address, p.code);
    const venue = `${await qr(link, `Personal QR code of ${p.name}, venue Wi-Fi`)}<p class="small">Venue Wi-Fi: <a href="${escape(link)}">${escape(link)}</a></p>`;
    const online = input.relay === undefined ? '' : await (async () => {
      const away = relayCodeLink(input.relay!, p.code);
      return `<div>${await qr(away, `Personal QR code of ${p.name}, mobile data`)}<p class="small">Mobile data: <a href="${escape(away)}">${escape(away)}</a></p></div>`;
    })();
    return `<section class="card"><h2>${escape(p.name)}</h2><p>No. ${p.rank} · ${escape(input.event)}</p>`
      + `${online ? `<div class="pair"><div>${venue}</div>${online}</div>` : venue}`
      + '<p class="small">Scan to see your game and report your result. This code is yours alone.</p></section>';
  }));
  return shell(`Personal codes: ${input.event}`, `<style>.cards{display:grid;grid-template-columns:repeat(3,1fr);gap:.5rem}.card{padding:.5rem}.card figure{max-width:9rem}.small{font-size:.8rem}
.pair{display:grid;grid-template-columns:1fr 1fr;gap:.25rem}.pair figure{max-width:7rem}
@media print{.noprint{display:none}}</style>
<h1>Personal codes: ${escape(input.event)}</h1><p class="noprint">Print this page and cut out each player's card (<a href="/hub">back to the hub</a>).</p>
<div class="cards">${cards.join('\n')}</div>`);
};
