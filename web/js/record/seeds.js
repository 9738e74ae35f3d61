// Every request's randomness: 256 bits from crypto.getRandomValues, as 64 hex digits.

export function randomSeed() {
  const bytes = new Uint8Array(32);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

export const SEED_PATTERN = /^[0-9a-f]{64}$/;
