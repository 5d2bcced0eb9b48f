/**
 * A private O(n^3) maximum-weight matching (Edmonds' blossom algorithm, primal-dual, after
 * Galil 1986) with bigint weights, used ONLY by the Dutch tests as an oracle / stand-in until the
 * shared src/core/matching library is wired. Not shipped.
 *
 * Returns mate[v] = partner vertex or -1.
 */
export function referenceMaxWeightMatching(
  n: number,
  edgeList: readonly (readonly [number, number, bigint])[],
): number[] {
  const edges = edgeList.filter((e) => e[2] > 0n && e[0] !== e[1]);
  const nedge = edges.length;
  const mateOut = new Array<number>(n).fill(-1);
  if (nedge === 0) return mateOut;
  let maxweight = 0n;
  for (const e of edges) if (e[2] > maxweight) maxweight = e[2];
  const endpoint: number[] = new Array<number>(2 * nedge);
  for (let k = 0; k < nedge; k++) {
    endpoint[2 * k] = edges[k]![0];
    endpoint[2 * k + 1] = edges[k]![1];
  }
  const neighbend: number[][] = Array.from({ length: n }, () => []);
  for (let k = 0; k < nedge; k++) {
    const [i, j] = edges[k]!;
    neighbend[i]!.push(2 * k + 1);
    neighbend[j]!.push(2 * k);
  }
  const mate = new Array<number>(n).fill(-1);
  const label = new Array<number>(2 * n).fill(0);
  const labelend = new Array<number>(2 * n).fill(-1);
  const inblossom = Array.from({ length: n }, (_, i) => i);
  const blossomparent = new Array<number>(2 * n).fill(-1);
  const blossomchilds: (number[] | null)[] = new Array<number[] | null>(2 * n).fill(null);
  const blossombase = Array.from({ length: 2 * n }, (_, i) => (i < n ? i : -1));
  const blossomendps: (number[] | null)[] = new Array<number[] | null>(2 * n).fill(null);
  const bestedge = new Array<number>(2 * n).fill(-1);
  const blossombestedges: (number[] | null)[] = new Array<number[] | null>(2 * n).fill(null);
  const unusedblossoms: number[] = [];
  for (let b = n; b < 2 * n; b++) unusedblossoms.push(b);
  const dualvar: bigint[] = Array.from({ length: 2 * n }, (_, i) => (i < n ? maxweight : 0n));
  const allowedge = new Array<boolean>(nedge).fill(false);
  let queue: number[] = [];

  const slack = (k: number): bigint => {
    const e = edges[k]!;
    return dualvar[e[0]]! + dualvar[e[1]]! - 2n * e[2];
  };
  const blossomLeaves = (b: number, out: number[]): void => {
    if (b < n) out.push(b);
    else for (const t of blossomchilds[b]!) blossomLeaves(t, out);
  };
  const leaves = (b: number): number[] => {
    const out: number[] = [];
    blossomLeaves(b, out);
    return out;
  };
  const assignLabel = (w: number, t: number, p: number): void => {
    const b = inblossom[w]!;
    label[w] = label[b] = t;
    labelend[w] = labelend[b] = p;
    bestedge[w] = bestedge[b] = -1;
    if (t === 1) {
      queue.push(...leaves(b));
    } else if (t === 2) {
      const base = blossombase[b]!;
      assignLabel(endpoint[mate[base]!]!, 1, mate[base]! ^ 1);
    }
  };
  const scanBlossom = (v0: number, w0: number): number => {
    const path: number[] = [];
    let base = -1;
    let v = v0;
    let w = w0;
    while (v !== -1 || w !== -1) {
      let b = inblossom[v]!;
      if (label[b]! & 4) {
        base = blossombase[b]!;
        break;
      }
      path.push(b);
      label[b] = 5;
      if (labelend[b] === -1) {
        v = -1;
      } else {
        v = endpoint[labelend[b]!]!;
        b = inblossom[v]!;
        v = endpoint[labelend[b]!]!;
      }
      if (w !== -1) {
        const t = v;
        v = w;
        w = t;
      }
    }
    for (const b of path) label[b] = 1;
    return base;
  };
  const addBlossom = (base: number, k: number): void => {
    let [v, w] = edges[k]!;
    const bb = inblossom[base]!;
    let bv = inblossom[v]!;
    let bw = inblossom[w]!;
    const b = unusedblossoms.pop()!;
    blossombase[b] = base;
    blossomparent[b] = -1;
    blossomparent[bb] = b;
    const path: number[] = [];
    const endps: number[] = [];
    blossomchilds[b] = path;
    blossomendps[b] = endps;
    while (bv !== bb) {
      blossomparent[bv] = b;
      path.push(bv);
      endps.push(labelend[bv]!);
      v = endpoint[labelend[bv]!]!;
      bv = inblossom[v]!;
    }
    path.push(bb);
    path.reverse();
    endps.reverse();
    endps.push(2 * k);
    while (bw !== bb) {
      blossomparent[bw] = b;
      path.push(bw);
      endps.push(labelend[bw]! ^ 1);
      w = endpoint[labelend[bw]!]!;
      bw = inblossom[w]!;
    }
    label[b] = 1;
    labelend[b] = labelend[bb]!;
    dualvar[b] = 0n;
    for (const lv of leaves(b)) {
      if (label[inblossom[lv]!] === 2) queue.push(lv);
      inblossom[lv] = b;
    }
    const bestedgeto = new Array<number>(2 * n).fill(-1);
    for (const cb of path) {
      let nblists: number[][];
      if (blossombestedges[cb] === null) {
        nblists = leaves(cb).map((lv) => neighbend[lv]!.map((p) => p >> 1));
      } else {
        nblists = [blossombestedges[cb]!];
      }
      for (const nblist of nblists) {
        for (const kk of nblist) {
          let [i, j] = edges[kk]!;
          if (inblossom[j] === b) {
            const t = i;
            i = j;
            j = t;
          }
          const bj = inblossom[j]!;
          if (bj !== b && label[bj] === 1 && (bestedgeto[bj] === -1 || slack(kk) < slack(bestedgeto[bj]!))) {
            bestedgeto[bj] = kk;
          }
        }
      }
      blossombestedges[cb] = null;
      bestedge[cb] = -1;
    }
    const be = bestedgeto.filter((kk) => kk !== -1);
    blossombestedges[b] = be;
    bestedge[b] = -1;
    for (const kk of be) if (bestedge[b] === -1 || slack(kk) < slack(bestedge[b]!)) bestedge[b] = kk;
  };
  const expandBlossom = (b: number, endstage: boolean): void => {
    for (const s of blossomchilds[b]!) {
      blossomparent[s] = -1;
      if (s < n) inblossom[s] = s;
      else if (endstage && dualvar[s] === 0n) expandBlossom(s, endstage);
      else for (const lv of leaves(s)) inblossom[lv] = s;
    }
    if (!endstage && label[b] === 2) {
      const childs = blossomchilds[b]!;
      const endps = blossomendps[b]!;
      const len = childs.length;
      const entrychild = inblossom[endpoint[labelend[b]! ^ 1]!]!;
      let j = childs.indexOf(entrychild);
      let jstep: number;
      let endptrick: number;
      if (j & 1) {
        j -= len;
        jstep = 1;
        endptrick = 0;
      } else {
        jstep = -1;
        endptrick = 1;
      }
      const at = (arr: number[], idx: number): number => arr[((idx % len) + len) % len]!;
      let p = labelend[b]!;
      while (j !== 0) {
        label[endpoint[p ^ 1]!] = 0;
        label[endpoint[at(endps, j - endptrick) ^ endptrick ^ 1]!] = 0;
        assignLabel(endpoint[p ^ 1]!, 2, p);
        allowedge[at(endps, j - endptrick) >> 1] = true;
        j += jstep;
        p = at(endps, j - endptrick) ^ endptrick;
        allowedge[p >> 1] = true;
        j += jstep;
      }
      const bv = at(childs, j);
      label[endpoint[p ^ 1]!] = label[bv] = 2;
      labelend[endpoint[p ^ 1]!] = labelend[bv] = p;
      bestedge[bv] = -1;
      j += jstep;
      while (at(childs, j) !== entrychild) {
        const bvv = at(childs, j);
        if (label[bvv] === 1) {
          j += jstep;
          continue;
        }
        let found = -1;
        for (const lv of leaves(bvv)) {
          if (label[lv] !== 0) {
            found = lv;
            break;
          }
        }
        if (found !== -1) {
          label[found] = 0;
          label[endpoint[mate[blossombase[bvv]!]!]!] = 0;
          assignLabel(found, 2, labelend[found]!);
        }
        j += jstep;
      }
    }
    label[b] = labelend[b] = -1;
    blossomchilds[b] = blossomendps[b] = null;
    blossombase[b] = -1;
    blossombestedges[b] = null;
    bestedge[b] = -1;
    unusedblossoms.push(b);
  };
  const augmentBlossom = (b: number, v: number): void => {
    let t = v;
    while (blossomparent[t] !== b) t = blossomparent[t]!;
    if (t >= n) augmentBlossom(t, v);
    const childs = blossomchilds[b]!;
    const endps = blossomendps[b]!;
    const len = childs.length;
    const at = (arr: number[], idx: number): number => arr[((idx % len) + len) % len]!;
    const i = childs.indexOf(t);
    let j = i;
    let jstep: number;
    let endptrick: number;
    if (i & 1) {
      j -= len;
      jstep = 1;
      endptrick = 0;
    } else {
      jstep = -1;
      endptrick = 1;
    }
    while (j !== 0) {
      j += jstep;
      let tt = at(childs, j);
      const p = at(endps, j - endptrick) ^ endptrick;
      if (tt >= n) augmentBlossom(tt, endpoint[p]!);
      j += jstep;
      tt = at(childs, j);
      if (tt >= n) augmentBlossom(tt, endpoint[p ^ 1]!);
      mate[endpoint[p]!] = p ^ 1;
      mate[endpoint[p ^ 1]!] = p;
    }
    blossomchilds[b] = [...childs.slice(i), ...childs.slice(0, i)];
    blossomendps[b] = [...endps.slice(i), ...endps.slice(0, i)];
    blossombase[b] = blossombase[blossomchilds[b]![0]!]!;
  };
  const augmentMatching = (k: number): void => {
    const [v0, w0] = edges[k]!;
    for (const [s0, p0] of [
      [v0, 2 * k + 1],
      [w0, 2 * k],
    ] as const) {
      let s = s0;
      let p = p0;
      for (;;) {
        const bs = inblossom[s]!;
        if (bs >= n) augmentBlossom(bs, s);
        mate[s] = p;
        if (labelend[bs] === -1) break;
        const t = endpoint[labelend[bs]!]!;
        const bt = inblossom[t]!;
        s = endpoint[labelend[bt]!]!;
        const j = endpoint[labelend[bt]! ^ 1]!;
        if (bt >= n) augmentBlossom(bt, j);
        mate[j] = labelend[bt]!;
        p = labelend[bt]! ^ 1;
      }
    }
  };

  for (let stage = 0; stage < n; stage++) {
    label.fill(0);
    bestedge.fill(-1);
    for (let b = n; b < 2 * n; b++) blossombestedges[b] = null;
    allowedge.fill(false);
    queue = [];
    for (let v = 0; v < n; v++) if (mate[v] === -1 && label[inblossom[v]!] === 0) assignLabel(v, 1, -1);
    let augmented = false;
    for (;;) {
      while (queue.length > 0 && !augmented) {
        const v = queue.pop()!;
        for (const p of neighbend[v]!) {
          const k = p >> 1;
          const w = endpoint[p]!;
          if (inblossom[v] === inblossom[w]) continue;
          let kslack = 0n;
          if (!allowedge[k]) {
            kslack = slack(k);
            if (kslack <= 0n) allowedge[k] = true;
          }
          if (allowedge[k]) {
            if (label[inblossom[w]!] === 0) {
              assignLabel(w, 2, p ^ 1);
            } else if (label[inblossom[w]!] === 1) {
              const base = scanBlossom(v, w);
              if (base >= 0) addBlossom(base, k);
              else {
                augmentMatching(k);
                augmented = true;
                break;
              }
            } else if (label[w] === 0) {
              label[w] = 2;
              labelend[w] = p ^ 1;
            }
          } else if (label[inblossom[w]!] === 1) {
            const b = inblossom[v]!;
            if (bestedge[b] === -1 || kslack < slack(bestedge[b]!)) bestedge[b] = k;
          } else if (label[w] === 0) {
            if (bestedge[w] === -1 || kslack < slack(bestedge[w]!)) bestedge[w] = k;
          }
        }
      }
      if (augmented) break;
      let deltatype = -1;
      let delta = 0n;
      let deltaedge = -1;
      let deltablossom = -1;
      // max weight (not max cardinality): delta1 = min vertex dual
      deltatype = 1;
      delta = dualvar[0]!;
      for (let v = 1; v < n; v++) if (dualvar[v]! < delta) delta = dualvar[v]!;
      for (let v = 0; v < n; v++) {
        if (label[inblossom[v]!] === 0 && bestedge[v] !== -1) {
          const d = slack(bestedge[v]!);
          if (deltatype === -1 || d < delta) {
            delta = d;
            deltatype = 2;
            deltaedge = bestedge[v]!;
          }
        }
      }
      for (let b = 0; b < 2 * n; b++) {
        if (blossomparent[b] === -1 && label[b] === 1 && bestedge[b] !== -1) {
          const d = slack(bestedge[b]!) / 2n;
          if (deltatype === -1 || d < delta) {
            delta = d;
            deltatype = 3;
            deltaedge = bestedge[b]!;
          }
        }
      }
      for (let b = n; b < 2 * n; b++) {
        if (blossombase[b]! >= 0 && blossomparent[b] === -1 && label[b] === 2 && (deltatype === -1 || dualvar[b]! < delta)) {
          delta = dualvar[b]!;
          deltatype = 4;
          deltablossom = b;
        }
      }
      for (let v = 0; v < n; v++) {
        const lb = label[inblossom[v]!];
        if (lb === 1) dualvar[v] = dualvar[v]! - delta;
        else if (lb === 2) dualvar[v] = dualvar[v]! + delta;
      }
      for (let b = n; b < 2 * n; b++) {
        if (blossombase[b]! >= 0 && blossomparent[b] === -1) {
          if (label[b] === 1) dualvar[b] = dualvar[b]! + delta;
          else if (label[b] === 2) dualvar[b] = dualvar[b]! - delta;
        }
      }
      if (deltatype === 1) break;
      else if (deltatype === 2) {
        allowedge[deltaedge] = true;
        let [i, j] = edges[deltaedge]!;
        if (label[inblossom[i]!] === 0) {
          const t = i;
          i = j;
          j = t;
        }
        queue.push(i);
      } else if (deltatype === 3) {
        allowedge[deltaedge] = true;
        const [i] = edges[deltaedge]!;
        queue.push(i);
      } else if (deltatype === 4) {
        expandBlossom(deltablossom, false);
      }
    }
    if (!augmented) break;
    for (let b = n; b < 2 * n; b++) {
      if (blossomparent[b] === -1 && blossombase[b]! >= 0 && label[b] === 1 && dualvar[b] === 0n) expandBlossom(b, true);
    }
  }
  for (let v = 0; v < n; v++) if (mate[v]! >= 0) mateOut[v] = endpoint[mate[v]!]!;
  return mateOut;
}
