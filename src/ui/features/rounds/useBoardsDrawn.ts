import { useEffect, useState } from 'react';

/** Boards drawn in the render that shows a round; a bigger round draws the rest in later tasks. */
export const firstBoards = 100;
/** Boards added by each later task. */
const moreBoards = 100;
/**
 * Boards drawn first of a round of more than `firstBoards`: more than a projector's screen holds,
 * and the task that shows the new round (the snapshot read, the round's first render, the header)
 * stays short; the rest follow 100 a task.
 */
const firstSliceBoards = 40;
const firstDrawn = (boards: number): number => (boards > firstBoards ? firstSliceBoards : firstBoards);

/**
 * How many boards of the round shown are drawn: the first 100 with the round (40 of a bigger one),
 * the rest 100 a task (ordinary updates, each its own task, not transitions a busy page could put
 * off forever), so a 500-board round shows its top boards at once and never blocks the page for
 * one long task while the rest are drawn. `drawAll` draws every board now (keyboard entry needs the next board's cell).
 */
export const useBoardsDrawn = (round: number, boards: number): { readonly drawn: number; readonly drawAll: () => void } => {
  const [drawn, setDrawn] = useState({ round, count: firstDrawn(boards) });
  const count = drawn.round === round ? drawn.count : firstDrawn(boards);
  useEffect(() => {
    if (count >= boards) return undefined;
    const next = setTimeout(() => setDrawn({ round, count: count + moreBoards }), 0);
    return () => clearTimeout(next);
  }, [round, count, boards]);
  return { drawn: Math.min(count, boards), drawAll: () => setDrawn({ round, count: Math.max(boards, firstBoards) }) };
};
