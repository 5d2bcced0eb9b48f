import { useEffect, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { resultForKey } from './results';

/**
 * Results in the order the slips arrive: the TO types a board number and Enter, then the result
 * key (1, 0, =, + or -) on that board; the key is entered by the board's own result button, and
 * the focus comes back here for the next slip. Typing results in board order needs no board
 * number: the result buttons move on by themselves.
 */
export function BoardJump(props: {
  readonly round: number;
  readonly boards: number;
  /** Puts the board in the page now (a big round draws its boards in slices, or only those in view). */
  readonly reveal: (board: number) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const pending = useRef<((k: globalThis.KeyboardEvent) => void) | null>(null);

  const cellOf = (board: number): HTMLButtonElement | null => {
    const table = input.current?.closest('section')?.querySelector(`table[aria-label="Round ${props.round} boards"]`);
    const cells = [...(table?.querySelectorAll<HTMLButtonElement>('button[data-result]') ?? [])];
    return cells.find((c) => (c.getAttribute('aria-label') ?? '').startsWith(`Board ${board} result`) || (c.getAttribute('aria-label') ?? '').startsWith(`Board ${board} game 1 result`)) ?? null;
  };

  useEffect(() => () => { if (pending.current) window.removeEventListener('keydown', pending.current); }, []);

  const onKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    const board = Number(value);
    const valid = Number.isInteger(board) && board >= 1 && board <= props.boards;
    if (valid && !cellOf(board)) props.reveal(board);
    const cell = valid ? cellOf(board) : null;
    if (!cell) {
      setProblem(`Round ${props.round} has boards 1 to ${props.boards}, not "${value}".`);
      return;
    }
    setProblem(null);
    setValue('');
    // After the result key, back here for the next board number. On window, so it runs after the
    // button's own handler (React's, on the root) has entered the result and moved the focus on,
    // and in the same event: a digit typed at once can never land on the next board's button.
    if (pending.current) window.removeEventListener('keydown', pending.current);
    const enter = e.nativeEvent;
    const back = (k: globalThis.KeyboardEvent) => {
      if (k === enter || (k.target === cell && resultForKey(k.key) === undefined)) return;
      window.removeEventListener('keydown', back);
      pending.current = null;
      if (k.target === cell) input.current?.focus();
    };
    pending.current = back;
    window.addEventListener('keydown', back);
    cell.focus();
  };

  return (
    <div className="inline-form board-jump">
      <label>Board
        <input ref={input} inputMode="numeric" size={4} value={value} aria-describedby="board-jump-hint"
          onChange={(e) => setValue(e.target.value.replace(/\D/g, ''))} onKeyDown={onKey} aria-invalid={problem !== null} />
      </label>
      <span className="hint" id="board-jump-hint">Board number, Enter, then the result key.</span>
      {problem ? <p role="alert" className="error">{problem}</p> : null}
    </div>
  );
}
