/** Cents as the spec shows amounts: dollars with two decimals ("$25.00", "$1,234.50"). */
export function dollars(cents: number): string {
  return `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** "Nov 26, 2026": invoice periods and renewal dates, in the browser's zone. */
export function billingDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
}
