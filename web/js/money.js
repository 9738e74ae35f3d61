// Money is whole cents on the wire and here: integer arithmetic and string operations only.

/** Format integer cents as "1,234.56" (with a leading "-" when negative). */
export function formatCents(cents) {
  if (!Number.isSafeInteger(cents)) return "—";
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  const whole = String(Math.trunc(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  const frac = String(abs % 100).padStart(2, "0");
  return `${sign}${whole}.${frac}`;
}

/** Format integer cents with the currency sign the game shows. */
export function formatMoney(cents) {
  const text = formatCents(cents);
  return text.startsWith("-") ? `-$${text.slice(1)}` : `$${text}`;
}

/** The integer between `from` and `to` after `k` of `n` equal parts (k, n integers): a count-up. */
export function countStep(from, to, k, n) {
  if (k >= n) return to;
  if (k <= 0) return from;
  return from + Math.trunc(((to - from) * k) / n);
}
