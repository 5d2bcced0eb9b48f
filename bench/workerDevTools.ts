import type { CDPSession } from '@playwright/test';

/** The page's dedicated workers, each reached by its own DevTools session. */
export interface WorkerSessions {
  /** The sessions of the workers attached now, oldest first. */
  readonly sessions: () => readonly string[];
  /** Sends a DevTools command to one worker and waits for its answer. */
  send<T>(session: string, method: string, params?: object): Promise<T>;
}

/**
 * Attaches to the page's dedicated workers through the page's DevTools session (auto-attach,
 * unflattened: commands and answers wrapped in Target.sendMessageToTarget), so a bench can ask a
 * worker's own V8 for its heap rather than read the whole renderer's RSS.
 */
export const workerSessions = async (cdp: CDPSession): Promise<WorkerSessions> => {
  const attached = new Set<string>();
  let nextId = 1;
  const waiting = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  cdp.on('Target.attachedToTarget', (e: { sessionId: string; targetInfo: { type: string } }) => {
    if (e.targetInfo.type === 'worker') attached.add(e.sessionId);
  });
  cdp.on('Target.detachedFromTarget', (e: { sessionId: string }) => { attached.delete(e.sessionId); });
  cdp.on('Target.receivedMessageFromTarget', (e: { sessionId: string; message: string }) => {
    const m = JSON.parse(e.message) as { id?: number; result?: unknown; error?: { message: string } };
    const w = m.id === undefined ? undefined : waiting.get(m.id);
    if (!w) return;
    waiting.delete(m.id!);
    if (m.error) w.reject(new Error(m.error.message));
    else w.resolve(m.result);
  });
  await cdp.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: false, flatten: false });
  return {
    sessions: () => [...attached],
    send: <T>(session: string, method: string, params: object = {}): Promise<T> => {
      const id = nextId++;
      return new Promise<T>((resolve, reject) => {
        waiting.set(id, { resolve: resolve as (v: unknown) => void, reject });
        void cdp.send('Target.sendMessageToTarget', { sessionId: session, message: JSON.stringify({ id, method, params }) }).catch(reject);
      });
    },
  };
};
