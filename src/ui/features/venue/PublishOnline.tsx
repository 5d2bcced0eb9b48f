import { useEffect, useState, useSyncExternalStore } from 'react';
import './venue.css';
import QRCode from 'qrcode';
import { appDb } from '../../../db/appDb';
import type { Snapshot } from '../../../db/repository';
import { makeLink } from '../../../venue/link';
import { newPublishKey, publicAddress, readRelayAddress, startPublisher } from '../../../venue/publish';
import type { Publisher, PublishState } from '../../../venue/publish';
import { deviceId } from './join';
import { useVenue } from './VenueChief';

/**
 * "Publish online" for one event (docs/online-relay.md): the relay's address and the event's publish
 * key are this browser's settings (localStorage, as the venue join is), the publisher
 * (src/venue/publish.ts) does the work, and this only renders its state: the public address with
 * its QR code, whether the relay is reached and how many changes wait for it. On the chief's laptop
 * joined to a venue hub, it links the publisher to the chief's session: the players' codes then work
 * on the relay too, and their proposals there join the chief's review.
 */
interface Setting {
  readonly relay: string;
  readonly key: string;
  readonly on: boolean;
}
const settingKey = (event: string): string => `pairwise:publish:${event}`;
const readSetting = (event: string): Setting | null => {
  try {
    const s = JSON.parse(localStorage.getItem(settingKey(event)) ?? 'null') as Partial<Setting> | null;
    return s && typeof s.relay === 'string' && typeof s.key === 'string' && typeof s.on === 'boolean' ? (s as Setting) : null;
  } catch {
    return null;
  }
};
const saveSetting = (event: string, s: Setting): void => localStorage.setItem(settingKey(event), JSON.stringify(s));

/** The one link of this page to the relay: its documents kept apart from the venue's (`relay/…`). */
const relayLink = makeLink(appDb, __APP_VERSION__, {}, 'relay/');

const statusWords = (s: PublishState): string => {
  if (s.withdrawn) return s.unsent > 0 ? 'turning off: waiting for the relay to remove the public page' : 'turned off: the public page shows nothing';
  switch (s.status.kind) {
    case 'connected': return s.unsent > 0 ? `sending ${s.unsent} change${s.unsent === 1 ? '' : 's'}…` : 'live: every change is online';
    case 'connecting': return 'connecting to the relay…';
    case 'offline': return `offline: working on this laptop${s.unsent > 0 ? `, ${s.unsent} change${s.unsent === 1 ? '' : 's'} queued` : ''}; sent when the relay is back`;
    case 'refused': return `the relay refused: ${s.status.reason}`;
  }
};

export function PublishOnline(props: { readonly snapshot: Snapshot }) {
  const event = String(props.snapshot.row.id);
  const [setting, setSetting] = useState<Setting | null>(() => readSetting(event));
  const [typed, setTyped] = useState(setting?.relay ?? '');
  const [error, setError] = useState<string | null>(null);
  const [publisher, setPublisher] = useState<Publisher | null>(null);
  const [qr, setQr] = useState<string | null>(null);

  useEffect(() => {
    if (!setting) return;
    const p = startPublisher({ link: relayLink, target: { relay: setting.relay, event, key: setting.key }, device: deviceId() });
    if (!setting.on) p.withdraw();
    setPublisher(p);
    return () => {
      p.close();
      setPublisher(null);
    };
  }, [setting, event]);
  useEffect(() => publisher?.setSnapshot(props.snapshot), [publisher, props.snapshot]);
  const connectRelay = useVenue().connectRelay;
  const on = setting?.on ?? false;
  useEffect(() => (publisher && on && connectRelay ? connectRelay(publisher) : undefined), [publisher, on, connectRelay]);
  const state = useSyncExternalStore((l) => publisher?.subscribe(l) ?? (() => {}), () => publisher?.state() ?? null);
  const address = setting ? publicAddress(setting.relay, event) : null;
  useEffect(() => {
    if (!address || !setting?.on) {
      setQr(null);
      return;
    }
    let live = true;
    void QRCode.toDataURL(address, { margin: 1, width: 176 }).then((url) => live && setQr(url));
    return () => {
      live = false;
    };
  }, [address, setting?.on]);

  const turnOn = (): void => {
    const relay = readRelayAddress(typed);
    if (typeof relay !== 'string') {
      setError(relay.error);
      return;
    }
    setError(null);
    // The key is kept: publishing again to the same relay uses the event's key the relay knows.
    const next = { relay, key: setting?.relay === relay ? setting.key : newPublishKey(event), on: true };
    saveSetting(event, next);
    setSetting(next);
  };
  const turnOff = (): void => {
    if (!setting) return;
    const next = { ...setting, on: false };
    saveSetting(event, next);
    publisher?.withdraw();
    setSetting(next);
  };

  return (
    <details className="panel publish-panel" open={setting?.on ?? false}>
      <summary>Publish online{setting?.on ? ' · on' : ''}</summary>
      {setting?.on && address ? (
        <div className="publish-on">
          {qr ? <img src={qr} alt={`QR code of ${address}`} width={176} height={176} /> : null}
          <div>
            <p>Anyone follows the event at <a href={address} target="_blank" rel="noreferrer">{address}</a>, with no code.</p>
            <p role="status">{state ? statusWords(state) : 'starting…'}</p>
            {connectRelay ? <p>Players&apos; personal codes work here too, for a player on mobile data: print the code sheet again from the hub page (each card now has a second QR code, &ldquo;Mobile data&rdquo;).</p> : null}
            <button type="button" onClick={turnOff}>Turn off publishing</button>
          </div>
        </div>
      ) : (
        <form onSubmit={(e) => {
          e.preventDefault();
          turnOn();
        }}>
          <p>Pairings, standings, the crosstable and each player&apos;s games on a public page that updates live. This laptop stays the source: with no internet it keeps working and sends the changes when it is back online.</p>
          {state?.withdrawn ? <p role="status">{statusWords(state)}</p> : null}
          <label htmlFor="relay-address">Relay address</label>
          <input id="relay-address" type="url" value={typed} placeholder="https://relay.example.org" onChange={(e) => setTyped(e.target.value)} aria-describedby={error ? 'relay-error' : undefined} />
          {error ? <p id="relay-error" role="alert" className="error">{error}</p> : null}
          <button type="submit">Publish online</button>
        </form>
      )}
    </details>
  );
}
