/**
 * Who may read and write which shared document on the hub.
 *
 * The venue's devices share Yjs documents through the hub. Yjs merges concurrent writes to one key
 * silently, so nothing two devices may both write lives in one place: each laptop writes its own
 * results document and each phone its own proposals document, and only the chief arbiter writes
 * the official tournament. Differing entries for one board are a conflict the chief decides.
 *
 *   official/<event>             the tournament as the chief publishes it; everyone reads it
 *   entries/<event>/<device>     results typed on one arbiter laptop (the chief's included)
 *   proposals/<event>/<device>   a player's self-reported results and self-drop, from one phone
 *   directory                    the documents the hub holds (map `documents`: name → kind, event,
 *                                device), written by the hub alone: how the chief finds every
 *                                laptop's entries and every phone's proposals, and a phone the events
 */

export const roles = ['chief', 'arbiter', 'player', 'spectator'] as const;
export type Role = (typeof roles)[number];

export const roleNames: Readonly<Record<Role, string>> = {
  chief: 'Chief arbiter',
  arbiter: 'Arbiter',
  player: 'Player',
  spectator: 'Spectator',
};

export type DocumentKind = 'official' | 'entries' | 'proposals' | 'directory';

export interface SharedDocument {
  readonly kind: DocumentKind;
  /** The event (a tournament's global id); empty for the directory. */
  readonly event: string;
  /** The device that writes it (entries and proposals only). */
  readonly device?: string;
}

/** Event ids are the app's global ids; device ids are random (at least 8 characters). */
const pattern = /^(official)\/([0-9A-Za-z_-]{1,40})$|^(entries|proposals)\/([0-9A-Za-z_-]{1,40})\/([0-9A-Za-z_-]{8,64})$/;

export const directoryName = 'directory';

/** The document a name stands for, or null for a name the hub does not serve. */
export const parseDocumentName = (name: string): SharedDocument | null => {
  if (name === directoryName) return { kind: 'directory', event: '' };
  const m = pattern.exec(name);
  if (!m) return null;
  if (m[1]) return { kind: 'official', event: m[2]! };
  return { kind: m[3] as DocumentKind, event: m[4]!, device: m[5]! };
};

export type Access = 'write' | 'read' | 'none';

/**
 * What a role may do with a document. Players read the official tournament and write proposals
 * (never the official tournament: a phone is not an arbiter); spectators (a projector, a hall
 * screen) only read the official tournament; arbiters write their own laptop's entries and read
 * everything the chief decides from.
 */
export const accessOf = (role: Role, doc: SharedDocument): Access => {
  switch (doc.kind) {
    case 'official':
      return role === 'chief' ? 'write' : 'read';
    case 'directory':
      // Only the hub writes it (through its own connection, not a device's).
      return 'read';
    case 'entries':
      return role === 'chief' || role === 'arbiter' ? 'write' : 'none';
    case 'proposals':
      return role === 'player' ? 'write' : role === 'chief' || role === 'arbiter' ? 'read' : 'none';
  }
};
