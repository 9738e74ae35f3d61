// The launch parameters: what the site that opens the game says in its URL (docs/launch.md is
// their table). This is the one module that reads them. A value it cannot use is left out with a
// console warning, and the game starts as if it were absent: a bad link never breaks the page.
// Names it does not know are not its business (a site's own tracking, the debug build's `mp-*`).

import { LANGUAGES, matchLanguage } from "./messages.js";

// new_game's limit (docs/protocol.md): a start balance the engine would refuse is never sent.
const MAX_BALANCE = 10 ** 15;

/** Each parameter's reader: the text as given -> its value, or undefined (with why) when unusable. */
/** @type {Record<string, (text: string, context: {profiles: object, base: string, pinned: string | null}) => any>} */
const READERS = {
  lang(text) {
    return matchLanguage(text) ?? bad(`the game speaks no language close to it (${Object.keys(LANGUAGES).join(", ")})`);
  },
  currency(text) {
    // The engine is the judge of which currencies it offers; here only the form of an ISO 4217 code.
    return /^[A-Za-z]{3}$/.test(text) ? text.toUpperCase() : bad("it is not an ISO 4217 code");
  },
  profile(text, { profiles }) {
    return Object.hasOwn(profiles, text) ? text : bad(`there is no such operator profile (${Object.keys(profiles).join(", ")})`);
  },
  balance(text) {
    if (!/^\d{1,16}$/.test(text) || Number(text) > MAX_BALANCE) return bad("it must be a whole number of minor units from 0 to 10^15");
    return Number(text);
  },
  lobby(text, { base }) {
    const url = parseUrl(text, base);
    return url && (url.protocol === "https:" || url.protocol === "http:") ? url.href : bad("it must be an http or https address");
  },
  rtp(text, { pinned }) {
    // The engine is the judge of which rungs of its RTP ladder there are; here only the form of one.
    if (pinned) return text === pinned ? text : bad(`this build runs ${pinned}% only`);
    return /^\d{2}\.\d{2}$/.test(text) ? text : bad("it is not a return to player as the ladder writes it, such as 94.51");
  },
  host(text) {
    const url = parseUrl(text);
    const origin = url && (url.protocol === "https:" || url.protocol === "http:") ? url.origin : null;
    return origin && text.replace(/\/$/, "") === origin ? origin : bad("it must be an origin: scheme://host[:port], nothing after it");
  },
};

class Unusable {
  constructor(why) {
    this.why = why;
  }
}

function bad(why) {
  return new Unusable(why);
}

function parseUrl(text, base) {
  try {
    return new URL(text, base);
  } catch {
    return null;
  }
}

/** The parameters a launch may give, in docs/launch.md's order. */
export const PARAMETERS = Object.freeze(Object.keys(READERS));

/** What the game starts with when the URL says nothing. */
export const NO_LAUNCH = Object.freeze({ lang: null, currency: null, profile: null, balance: null, lobby: null, rtp: null, host: null });

/**
 * The launch parameters of `search` (location.search): {lang, currency, profile, balance, lobby,
 * rtp, host}, each null when absent or unusable, and `warnings`, one sentence for each value left
 * out. `profiles`: the operator profiles there are; `base`: the page's address, for a relative
 * lobby; `pinned`: the rung a build for one operator runs (build-info.js RTP), which no URL changes.
 */
export function readLaunch(search, { profiles = {}, base = undefined, pinned = null } = {}) {
  const params = new URLSearchParams(search);
  const launch = { ...NO_LAUNCH };
  const warnings = [];
  for (const [name, read] of Object.entries(READERS)) {
    if (!params.has(name)) continue;
    const given = params.getAll(name);
    const value = read(given[given.length - 1].trim(), { profiles, base, pinned });
    if (value instanceof Unusable)
      warnings.push(`Midnight Princess ignores ?${name}=${given[given.length - 1]} (${value.why}) and starts as if it were absent.`);
    else launch[name] = value;
  }
  return { ...launch, warnings };
}
