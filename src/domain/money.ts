const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Prices travel as decimal strings or numbers of dollars ("12.50"); shown as en-US dollars. */
export function formatUsd(amount: number | string): string {
  const value = typeof amount === 'string' ? Number(amount) : amount;
  return usd.format(Number.isFinite(value) ? value : 0);
}

/** Dollars as decimal text → whole cents, exactly ("12.50" → 1250). */
export function toCents(amount: string): number {
  const [whole = '0', fraction = ''] = amount.trim().split('.');
  const sign = whole.startsWith('-') ? -1 : 1;
  return sign * (Math.abs(Number(whole)) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2)));
}

/** Whole cents → dollars as decimal text (1250 → "12.50"). */
export function fromCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
