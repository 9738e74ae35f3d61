// Money is whole minor units of the game's currency on the wire and here (cents; yen, which have
// none): integer arithmetic only. This is the one place that writes an amount for the player, by
// Intl.NumberFormat in the player's language: "$1,234.50", "1.234,50 €", "1 234,50 kr", "¥1,000".
// No float touches an amount: the whole units go to Intl as a BigInt and the minor digits are
// written back as they are.

let money = { locale: "en", currency: "USD", digits: 2 };
const formatters = new Map(); // "locale currency digits signDisplay" -> Intl.NumberFormat

/** Write amounts in `currency` (ISO 4217, with `digits` after the point: the engine's minor_unit) for `locale`. */
export function useMoney({ locale = money.locale, currency = money.currency, digits = money.digits } = {}) {
  money = { locale, currency, digits };
}

/** The currency amounts are written in now: {locale, currency, digits}. */
export function moneyFormat() {
  return { ...money };
}

function formatter(signDisplay) {
  const key = `${money.locale} ${money.currency} ${money.digits} ${signDisplay}`;
  if (!formatters.has(key)) {
    /** @type {Intl.NumberFormatOptions} */
    const options = { style: "currency", currency: money.currency, currencyDisplay: "narrowSymbol", signDisplay };
    formatters.set(key, new Intl.NumberFormat(money.locale, { ...options, minimumFractionDigits: money.digits, maximumFractionDigits: money.digits }));
  }
  return formatters.get(key);
}

/**
 * Whole minor units as money in the player's language ("-$3.00", "1.234,50 €"); with `sign`, a
 * gain shows its "+" ("+$1.20", and "$0.00" for nothing). "—" for what is not a safe integer.
 */
export function formatMoney(minor, { sign = false } = {}) {
  if (!Number.isSafeInteger(minor)) return "—";
  const nf = formatter(sign ? "exceptZero" : "auto");
  if (minor === 0) return nf.format(0n);
  const unit = 10n ** BigInt(money.digits);
  const abs = BigInt(Math.abs(minor));
  const whole = abs / unit;
  const fraction = String(abs % unit).padStart(money.digits, "0");
  // The sign is the amount's, and there is no -0n: a zero whole part is written as 1, then put back to 0.
  const shown = whole === 0n ? 1n : whole;
  return nf
    .formatToParts(minor < 0 ? -shown : shown)
    .map((part) => (part.type === "fraction" ? fraction : part.type === "integer" && whole === 0n ? "0" : part.value))
    .join("");
}

/** Whether `balance` (minor units) is known and covers none of the engine's bet `levels`: no round can be played. */
export function coversNoBet(balance, levels) {
  return Number.isSafeInteger(balance) && levels.length > 0 && balance < Math.min(...levels);
}

/** An integer (a count, a multiple of the bet) in the player's language: "5,000", "5.000", "5 000". */
export function formatNumber(n) {
  return Number.isSafeInteger(n) ? new Intl.NumberFormat(money.locale).format(n) : "—";
}

/** The integer between `from` and `to` after `k` of `n` equal parts (k, n integers): a count-up. */
export function countStep(from, to, k, n) {
  if (k >= n) return to;
  if (k <= 0) return from;
  return from + Math.trunc(((to - from) * k) / n);
}

/** A return to player ("96.50", a string of percent, as the engine writes it) as the language writes a percentage: "96.50%", "96,50 %"; "—" for none. */
export function formatPercent(text) {
  if (typeof text !== "string" || !/^\d+(\.\d+)?$/.test(text)) return "—";
  const [whole, fraction = ""] = String(text).split(".");
  return new Intl.NumberFormat(money.locale, { style: "percent", minimumFractionDigits: fraction.length }).format(Number(`${whole}.${fraction}`) / 100);
}
