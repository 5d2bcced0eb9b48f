import * as decoding from 'lib0/decoding';
import * as Y from 'yjs';
import type { KeyChange, Person, SharedDocument } from '../../core/venue';
import { checkChange, personName, writeLimits } from '../../core/venue';
import { messageType, syncStep } from './protocol';

/**
 * The hub's check of every change a device sends, before it is applied (Hocuspocus'
 * `beforeHandleMessage`): the rules are core/venue/writeRules.ts; this reads a sync message, tries
 * the change on a copy of the document, and lists the keys it touches. A refused change closes the
 * connection and is logged with its reason: nothing of it reaches the document or anyone else.
 *
 * Messages the app never sends are refused too: presence (awareness) states other than "none",
 * which the hub would pass to every device of the document, and stateless broadcasts.
 */
export interface GuardContext {
  readonly person: Person;
  readonly remote: string;
}


/** What one incoming message asks of the document: an update to apply, or nothing the guard checks. */
type Incoming =
  | { readonly kind: 'update'; readonly update: Uint8Array }
  | { readonly kind: 'presence'; readonly states: readonly string[] }
  | { readonly kind: 'broadcast' }
  | { readonly kind: 'other' };

export const readIncoming = (data: Uint8Array): Incoming => {
  const d = decoding.createDecoder(data);
  decoding.readVarString(d);
  const type = decoding.readVarUint(d);
  if (type === messageType.sync || type === messageType.syncReply) {
    const step = decoding.readVarUint(d);
    return step === syncStep.step2 || step === syncStep.update ? { kind: 'update', update: decoding.readVarUint8Array(d) } : { kind: 'other' };
  }
  if (type === messageType.awareness) {
    const a = decoding.createDecoder(decoding.readVarUint8Array(d));
    const states: string[] = [];
    for (let n = decoding.readVarUint(a); n > 0; n--) {
      decoding.readVarUint(a);
      decoding.readVarUint(a);
      states.push(decoding.readVarString(a));
    }
    return { kind: 'presence', states };
  }
  if (type === messageType.stateless || type === messageType.broadcastStateless) return { kind: 'broadcast' };
  return { kind: 'other' };
};

/**
 * The keys an update changes, tried on a copy of the document; or why it cannot be tried.
 * `accepted`: updates this document took that may not be applied yet (Hocuspocus applies a message
 * once every hook has answered, so a device's next change can be checked before its last one is
 * in); applying an update twice changes nothing in Yjs.
 */
export const tryUpdate = (document: Y.Doc, update: Uint8Array, accepted: readonly Uint8Array[] = []): { changes: KeyChange[]; bytes: number; keys: number } | string => {
  const probe = new Y.Doc();
  Y.applyUpdate(probe, Y.encodeStateAsUpdate(document));
  for (const u of accepted) Y.applyUpdate(probe, u);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Yjs types its shared types by their event
  const changed: [Y.AbstractType<any>, Set<string | null>][] = [];
  probe.on('afterTransaction', (tr: Y.Transaction) => {
    for (const [type, keys] of tr.changed) changed.push([type, keys]);
  });
  try {
    Y.applyUpdate(probe, update);
  } catch {
    return 'the change is not a Yjs update';
  }
  if (probe.store.pendingStructs !== null || probe.store.pendingDs !== null) return 'the change builds on changes the hub never received';
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
  const names = new Map<Y.AbstractType<any>, string>();
  for (const [name, type] of probe.share) names.set(type, name);
  const changes: KeyChange[] = [];
  for (const [type, keys] of changed) {
    const name = names.get(type);
    if (name === undefined) return 'the change nests a shared type inside a value';
    const map = probe.getMap(name);
    for (const key of keys) {
      if (key === null) {
        changes.push({ map: name, key: '', value: null });
        continue;
      }
      changes.push({ map: name, key, value: map.get(key) });
    }
  }
  let keys = 0;
  for (const [name] of probe.share) keys = Math.max(keys, probe.getMap(name).size);
  return { changes, bytes: Y.encodeStateAsUpdate(probe).byteLength, keys };
};

/**
 * Why a change is refused, or null. `official` reads the event's official map, `now` is the hub's
 * clock. Hocuspocus already drops what a read-only connection sends; the guard still logs it, so a
 * phone trying to write the official tournament is seen.
 */
export const judge = (
  ctx: GuardContext, doc: SharedDocument, document: Y.Doc, incoming: Incoming, readOnly: boolean,
  official: (key: string) => unknown, now: number, accepted: readonly Uint8Array[] = [],
): string | null => {
  switch (incoming.kind) {
    case 'other':
      return null;
    case 'broadcast':
      return 'devices send no stateless messages';
    case 'presence':
      return incoming.states.every((s) => s === 'null') ? null : 'devices share no presence state';
    case 'update': {
      if (readOnly) {
        // A reader's copy may hold nothing the hub lacks; anything more is a write it may not make.
        return Y.snapshotContainsUpdate(Y.snapshot(document), incoming.update) ? null : `${personName(ctx.person)} may only read ${doc.kind === 'official' ? 'the official tournament' : doc.kind}`;
      }
      if (doc.kind !== 'official' && doc.kind !== 'entries' && doc.kind !== 'proposals' && doc.kind !== 'online') return `${doc.kind} is written by the hub alone`;
      const tried = tryUpdate(document, incoming.update, accepted);
      if (typeof tried === 'string') return tried;
      const limits = writeLimits[doc.kind];
      if (tried.bytes > limits.bytes) return `the ${doc.kind} document would hold ${tried.bytes} bytes (at most ${limits.bytes})`;
      if (tried.keys > limits.keys) return `the ${doc.kind} document would hold ${tried.keys} keys (at most ${limits.keys})`;
      for (const change of tried.changes) {
        const why = checkChange(ctx.person, doc, change, official, now);
        if (why !== null) return why;
      }
      return null;
    }
  }
};
