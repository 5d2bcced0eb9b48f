import type { PlayerId, ProposedRound, Tournament } from '../../src/core/model';

/**
 * An independent check of a proposed single-sided Swiss round against the hard rules,
 * written from the rules alone (it shares no code with src/core/systems/sass). Returns the
 * violations found (empty = valid) and the round's exact cost as numerator / 18·(factor denominator)
 * for the SASS model with 3/1/0 scoring.
 */
interface History {
  score: number; // points (3 per win, 1 per tie, 3 per U bye)
  /** corp − runner games played (SASS, "Single Sided Swiss: How it Works") */
  bias: number;
  /** corp − runner pairings, forfeits included (2025 model, as Cobra counts them) */
  assignedBias: number;
  hadBye: boolean;
  /** side this player took in each meeting with opponent, oldest first */
  met: Map<number, ('corp' | 'runner')[]>;
}

export const histories = (t: Tournament): Map<number, History> => {
  const h = new Map<number, History>();
  for (const p of t.players) h.set(p.id, { score: 0, bias: 0, assignedBias: 0, hadBye: false, met: new Map() });
  const at = (id: number): History => h.get(id) as History;
  for (const r of t.rounds) {
    for (const p of r.pairings) {
      const c = at(p.white);
      const rn = at(p.black);
      c.met.set(p.black, [...(c.met.get(p.black) ?? []), 'corp']);
      rn.met.set(p.white, [...(rn.met.get(p.white) ?? []), 'runner']);
      c.assignedBias += 1;
      rn.assignedBias -= 1;
      const g = p.games[0];
      if (g === 'white-wins') c.score += 3;
      else if (g === 'black-wins') rn.score += 3;
      else if (g === 'draw') { c.score += 1; rn.score += 1; }
      if (g === 'white-wins' || g === 'black-wins' || g === 'draw') { c.bias += 1; rn.bias -= 1; }
    }
    for (const b of r.byes) {
      if (b.kind === 'U' || b.kind === 'F') { at(b.player).hadBye = true; at(b.player).score += 3; }
    }
  }
  return h;
};

export const violations = (t: Tournament, round: ProposedRound, model: 'sass' | '2025'): string[] => {
  const out: string[] = [];
  const h = histories(t);
  const next = t.rounds.length + 1;
  const active = t.players
    .filter((p) => (p.withdrawnFromRound ?? Infinity) > next && !t.plannedByes.some((b) => b.round === next && b.player === p.id))
    .map((p) => p.id as number);
  const seen = [...round.pairs.flatMap((p) => [p.white as number, p.black as number]), ...round.byes.map((b) => b.player as number)];
  if ([...seen].sort((a, b) => a - b).join() !== [...active].sort((a, b) => a - b).join()) out.push('not every player exactly once');
  if (round.byes.length !== active.length % 2) out.push(`${round.byes.length} byes for ${active.length} players`);
  for (const b of round.byes) if (h.get(b.player)?.hadBye) out.push(`second bye for ${b.player}`);
  for (const p of round.pairs) {
    const c = h.get(p.white) as History;
    const r = h.get(p.black) as History;
    const met = c.met.get(p.black) ?? [];
    if (met.length >= 2) out.push(`third meeting ${p.white}–${p.black}`);
    if (model === 'sass') {
      if (met.length > 0) {
        if (met[met.length - 1] === 'corp') out.push(`rematch ${p.white}–${p.black} on the same sides`);
        if (c.bias !== 0 && Math.abs(c.bias + 1) > Math.abs(c.bias)) out.push(`rematch worsens corp ${p.white}'s bias ${c.bias}`);
        if (r.bias !== 0 && Math.abs(r.bias - 1) > Math.abs(r.bias)) out.push(`rematch worsens runner ${p.black}'s bias ${r.bias}`);
      } else if (c.bias > r.bias) out.push(`${p.white} corps with the higher bias`);
    } else {
      if (met.includes('corp')) out.push(`${p.white} corps twice against ${p.black}`);
      const cost = (c.score - r.score) ** 2 + (met.length > 0 ? 5 : 0) + 50 ** Math.max(Math.max(c.assignedBias, 0), Math.abs(Math.min(r.assignedBias, 0)));
      if (cost >= 100) out.push(`edge ${p.white}–${p.black} costs ${cost} ≥ 100`);
    }
  }
  return out;
};

/** The SASS total cost of a round, as an exact fraction n/d (numbers stay far below 2^53 here). */
export const sassRoundCost = (t: Tournament, round: ProposedRound, factorNum: number, factorDen: number): [number, number] => {
  const h = histories(t);
  // T(SD) with SD = diff/3: diff(diff+3)/18
  const den = 18 * factorDen;
  let num = 0;
  const score = (id: PlayerId): number => (h.get(id) as History).score;
  for (const p of round.pairs) {
    const d = Math.abs(score(p.white) - score(p.black));
    num += d * (d + 3) * factorNum;
    const a = (h.get(p.white) as History).bias;
    const b = (h.get(p.black) as History).bias;
    if (a * b > 0) num += 8 ** Math.min(Math.abs(a), Math.abs(b)) * den;
  }
  for (const b of round.byes) {
    const d = score(b.player);
    num += d * (d + 3) * factorNum;
  }
  return [num, den];
};
