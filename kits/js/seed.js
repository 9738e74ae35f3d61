// The one seed scheme of both test kits: SHA-256 of a label, in hex (64 lowercase digits), so a
// JavaScript test and a Python one name the same seeds.

import { createHash } from "node:crypto";

/** A fixed seed: SHA-256 of `label`, or of `label:index` when an index is given. */
export function seed(label, index) {
  const text = index === undefined ? label : `${label}:${index}`;
  return createHash("sha256").update(text).digest("hex");
}
