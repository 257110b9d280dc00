const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Prices travel as decimal strings or numbers of dollars ("12.50"); shown as en-US dollars. */
export function formatUsd(amount: number | string): string {
  const value = typeof amount === 'string' ? Number(amount) : amount;
  return usd.format(Number.isFinite(value) ? value : 0);
}
