import { assertNever } from '../../../core/model';
import { useEffect, useState } from 'react';

type StorageState =
  | { readonly kind: 'checking' }
  | { readonly kind: 'persisted' }
  | { readonly kind: 'best-effort'; readonly usedFraction: number | null }
  | { readonly kind: 'unsupported' };

/**
 * Asks the browser to keep this site's data (`navigator.storage.persist()`); when it will not
 * promise to, warns that the data may be evicted under storage pressure and points to the backup.
 */
export function StorageGuard() {
  const [state, setState] = useState<StorageState>({ kind: 'checking' });
  useEffect(() => {
    let live = true;
    const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
    if (!storage?.persist || !storage.persisted) {
      setState({ kind: 'unsupported' });
      return;
    }
    void (async () => {
      const persisted = (await storage.persisted()) || (await storage.persist());
      if (!live) return;
      if (persisted) return setState({ kind: 'persisted' });
      const estimate = storage.estimate ? await storage.estimate() : undefined;
      const usedFraction = estimate?.usage !== undefined && estimate.quota ? estimate.usage / estimate.quota : null;
      if (live) setState({ kind: 'best-effort', usedFraction });
    })();
    return () => { live = false; };
  }, []);

  switch (state.kind) {
    case 'checking':
    case 'persisted':
      return null;
    case 'unsupported':
    case 'best-effort':
      return (
        <p role="note" className="storage-warning" aria-label="Storage warning">
          This browser has not promised to keep Pairwise&apos;s data
          {state.kind === 'best-effort' && state.usedFraction !== null && state.usedFraction > 0.8 ? ' and its storage is almost full' : ''}: it may delete
          it when space runs low. Export a backup after each round.
        </p>
      );
    default: return assertNever(state);
  }
}
