// A moment's banner: its words in the moment's zone, coming in (label `intro`), held (`peak`: a
// test may hold it there) and going (`out`). "grid": across the grid's middle, in the stage's
// `banner`; "bannerBand": beside or above the grid, off the cells, in its `powerBanner`. A caption
// is a banner nothing waits for (garnish): it costs the round no time.

import { ease } from "./timeline.js";

const slotOf = (banner) => (banner.place === "grid" ? "banner" : "powerBanner");

/** A banner in `moment`'s zone for `duration` ms: in, held, out; resolves once it is gone. */
export async function banner(p, moment, words, duration) {
  const shown = await bannerIn(p, moment, words, duration * 0.2);
  moment.label("peak");
  await moment.wait(duration * 0.6);
  moment.label("out");
  await bannerOut(p, moment, shown, duration * 0.2);
}

/** A banner comes into its moment's zone in `ms` (label `intro`); resolves with it once it is in. */
export async function bannerIn(p, moment, { title, subtitle = "", tone = "gold" }, ms) {
  const shown = { title, subtitle, tone, place: moment.zone, small: false, p: 0, out: 0 };
  p.props[slotOf(shown)] = shown;
  moment.label("intro");
  await moment.tween(ms, (k) => (shown.p = k), ease.outBack);
  return shown;
}

/** The banner leaves in `ms`; resolves once it is gone (unless another took its place). */
export async function bannerOut(p, moment, shown, ms) {
  await moment.tween(ms, (k) => (shown.out = k), ease.inQuad);
  if (p.props[slotOf(shown)] === shown) p.props[slotOf(shown)] = null;
}

/**
 * A caption: a banner on the small plate of `moment`'s zone (the lower half of the banner band, as a
 * free spin's count) that nothing waits for, not even the round's end (garnish, as a portrait
 * turning): it comes `delay` ms from now, once what stood in its slot has left, and lasts
 * `duration` ms, in, held (`peak`), out. A skip (Stop) ends it unseen; a banner that takes its slot
 * meanwhile takes its place (one text at a time).
 */
export async function caption(p, moment, { title, tone = "small" }, duration, delay = 0) {
  if (delay > 0) await moment.garnish(delay);
  const shown = { title, subtitle: "", tone, place: moment.zone, small: true, p: 0, out: 0 };
  const slot = slotOf(shown);
  p.props[slot] = shown;
  moment.label("intro");
  await moment.garnish(duration * 0.2, (k) => (shown.p = k), ease.outBack);
  moment.label("peak");
  await moment.garnish(duration * 0.6);
  moment.label("out");
  await moment.garnish(duration * 0.2, (k) => (shown.out = k), ease.inQuad);
  if (p.props[slot] === shown) p.props[slot] = null;
}
