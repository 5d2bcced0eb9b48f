import { useEffect, useState } from 'react';

/** The inputs that say the TO is busy on the page. */
const activity = ['keydown', 'pointerdown', 'input', 'wheel'] as const;

/**
 * `value`, but a new value is taken only once the TO has left the page alone (no key, click,
 * input or wheel) for `quietMs`. For work rendered in the background, behind what the TO is
 * using: React renders a hidden subtree at its lowest priority, and each key the TO types
 * interrupts that render and makes React start it again, so the standings of 1000 players, fed
 * a new snapshot while the TO types, were built over and over (with the garbage collector's
 * pauses after them) and never finished. Fed a settled snapshot, the hidden standings render
 * once, in the first pause.
 */
export function useSettledValue<T>(value: T, quietMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (Object.is(value, settled)) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const arm = (): void => {
      clearTimeout(timer);
      timer = setTimeout(() => setSettled(() => value), quietMs);
    };
    arm();
    for (const e of activity) window.addEventListener(e, arm, { capture: true, passive: true });
    return () => {
      clearTimeout(timer);
      for (const e of activity) window.removeEventListener(e, arm, { capture: true });
    };
  }, [value, settled, quietMs]);
  return settled;
}
