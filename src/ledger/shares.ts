// How much of what the platform's REST tests assert this suite judges: per module and in all, the behaviours judged
// in full, in part, and not (with not judged split by reason).

import { REASON_KINDS, type Ledger, type LedgerModule, type ReasonKind } from './types.ts';

export interface Shares {
  /** The module, or "total". */
  module: string;
  classes: number;
  methods: number;
  behaviours: number;
  full: number;
  partly: number;
  notJudged: number;
  notJudgedBy: Record<ReasonKind, number>;
}

const none = (module: string): Shares => ({
  module,
  classes: 0,
  methods: 0,
  behaviours: 0,
  full: 0,
  partly: 0,
  notJudged: 0,
  notJudgedBy: { fixture: 0, harm: 0, configuration: 0, gap: 0 },
});

export function sharesOfModule(m: LedgerModule): Shares {
  const s = none(m.module);
  for (const cls of m.classes) {
    s.classes += 1;
    for (const method of cls.methods) {
      s.methods += 1;
      for (const b of method.behaviours) {
        s.behaviours += 1;
        if (b.verdict === 'full') s.full += 1;
        else if (b.verdict === 'partly') s.partly += 1;
        else {
          s.notJudged += 1;
          if (b.reason !== null) s.notJudgedBy[b.reason.kind] += 1;
        }
      }
    }
  }
  return s;
}

/** One row per module (in the ledger's order) and the total. */
export function sharesOf(ledger: Ledger): { modules: Shares[]; total: Shares } {
  const modules = ledger.modules.map(sharesOfModule);
  const total = none('total');
  for (const s of modules) {
    for (const k of ['classes', 'methods', 'behaviours', 'full', 'partly', 'notJudged'] as const) total[k] += s[k];
    for (const k of REASON_KINDS) total.notJudgedBy[k] += s.notJudgedBy[k];
  }
  return { modules, total };
}

/** A count as a share of all behaviours, to one decimal: "41.7%" (a module without behaviours: "-"). */
export function percent(count: number, of: number): string {
  return of === 0 ? '-' : `${((count * 100) / of).toFixed(1)}%`;
}
