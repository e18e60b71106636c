// Money rounding as the platform does it: PHP's round($x, 2) (half away from zero, after pre-rounding to 15 digits),
// and the rounders that carry what one rounding left over to the next amount (Magento\Framework\Math\Calculator::
// deltaRound for a document's shares, the tax calculator's deltaRound whose remainder starts at 0.000001).

export function phpRound(value: number): number {
  const cents = Number((value * 100).toPrecision(15));
  return (Math.sign(cents) * Math.round(Math.abs(cents))) / 100 + 0;
}

export class DeltaRounder {
  private delta: number;
  constructor(start = 0) {
    this.delta = start;
  }
  round(amount: number, negative = false): number {
    if (amount === 0) return 0;
    if (negative) this.delta = -this.delta;
    const carried = amount + this.delta;
    const rounded = phpRound(carried);
    this.delta = carried - rounded;
    if (negative) this.delta = -this.delta;
    return rounded;
  }
}
