import QRCode from 'qrcode';
import { roleNames, roles } from '../../core/venue/access';
import type { Role } from '../../core/venue/access';
import type { HubTokens } from './tokens';

/**
 * The hub page (`/hub`), on the TO's laptop: where the devices join. For each role, the address
 * with its join code as a link and a QR code (drawn here, offline). Players and spectators open
 * the hub's own address; arbiters' laptops run Pairwise themselves and connect to the hub's
 * address with the arbiter join code.
 */
export interface HubPageInput {
  readonly addresses: readonly string[];
  readonly tokens: HubTokens;
  readonly version: string;
  readonly connections: number;
}

const entities: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', '\'': '&#39;' };
const escape = (s: string): string => s.replace(/[&<>"']/g, (c) => entities[c]!);

/** The link a device of this role opens: the hub's address, the role's join code in the fragment (never sent in requests or logs). */
export const joinLink = (address: string, role: Role, token: string): string => `${address}/#join=${encodeURIComponent(token)}&role=${role}`;

const who: Readonly<Record<Role, string>> = {
  chief: 'The chief arbiter\'s laptop: pairs rounds, decides conflicting results. Keep this code to yourself.',
  arbiter: 'Each arbiter\'s laptop: enters results.',
  player: 'Players\' phones: pairings, standings, their own games, and reporting a result.',
  spectator: 'A hall screen or projector: pairings and standings only.',
};

const style = `<style>
body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:72rem;padding:1rem 1.5rem;color:#1b1f24;background:#fff}
h1{font-size:1.6rem;margin:.5rem 0} h2{font-size:1.15rem;margin:.25rem 0}
.roles{display:grid;grid-template-columns:repeat(auto-fit,minmax(15rem,1fr));gap:1rem}
section{border:1px solid #c9d1d9;border-radius:8px;padding:1rem} summary{cursor:pointer;color:#0b57d0}
figure{margin:.5rem 0;max-width:14rem} figure svg{width:100%;height:auto}
a{word-break:break-all;color:#0b57d0} code{font-size:.95em}
@media print{section{break-inside:avoid}}
</style>`;

const head = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Pairwise hub</title>
${style}</head><body>
<h1>Pairwise hub</h1>`;

const addressList = (addresses: readonly string[]): string =>
  addresses.map((a) => `<code>${escape(a)}</code>`).join(', ') || '<code>(no network address)</code>';

export interface PublicHubPageInput {
  readonly addresses: readonly string[];
  readonly version: string;
  readonly port: number;
}

/**
 * `/hub` for every device but the laptop itself: the venue Wi-Fi is shared with the players, so
 * the join codes are never sent over it. Says where the codes are.
 */
export const publicHubPage = (input: PublicHubPageInput): string => `${head}
<p>Running Pairwise ${escape(input.version)} at ${addressList(input.addresses)}.</p>
<p>The join codes are shown only on the chief arbiter's laptop, the one that runs the hub: open
<code>http://localhost:${input.port}/hub</code> there. Players scan the players' QR code from that
page (on the hall screen), or ask an arbiter.</p>
</body></html>`;

export const hubPage = async (input: HubPageInput): Promise<string> => {
  const address = input.addresses[0] ?? 'http://localhost';
  const cards = await Promise.all(roles.map(async (role) => {
    const link = joinLink(address, role, input.tokens[role]);
    const svg = await QRCode.toString(link, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
    const code = `<figure role="img" aria-label="QR code for ${roleNames[role].toLowerCase()}s">${svg}</figure>` +
      `<p><a href="${escape(link)}">${escape(link)}</a></p>`;
    // The officials' codes stay folded, so the page can be shown on the hall screen for the players.
    const shown = role === 'chief' || role === 'arbiter' ? `<details><summary>Show the ${roleNames[role].toLowerCase()}'s join code</summary>${code}</details>` : code;
    return `<section aria-labelledby="role-${role}"><h2 id="role-${role}">${roleNames[role]}</h2><p>${escape(who[role])}</p>${shown}</section>`;
  }));
  return `${head}
<p>Running Pairwise ${escape(input.version)}. The devices on the venue network join at
${addressList(input.addresses)}; ${input.connections} connected now.
Every device must run the same version of Pairwise.</p>
<div class="roles">${cards.join('\n')}</div>
</body></html>`;
};
