// The HUD's readouts: the figures the screen shows, which are the view's numbers except where a
// count is under way (the count owns its figure until it ends, and a newer count takes over), while
// a round plays (Last win keeps the win of the round before until the round is over: `kept`), or
// where a recall pins the player's own balance and last win. ui/hud.js writes them into the page.

import { countStep } from "../money.js";
import { freeSpinsLeft } from "./view.js";

const COUNT_TICKS = 60; // a count-up shows at most this many amounts on its way

function viewToHud(view) {
  return {
    balance: view.balance,
    bet: view.bet,
    roundWin: view.roundWin,
    lastWin: view.lastWin,
    multiplier: view.multiplier,
    meter: view.meter,
    princess: view.princess,
    featurePrincess: view.featurePrincess,
    freeSpinsLeft: freeSpinsLeft(view),
    freeSpins: view.freeSpins,
    phase: view.phase,
    roundOpen: view.roundOpen,
  };
}

export class Readouts {
  constructor() {
    this.hud = null;
    this.live = new Map(); // HUD field -> the count that owns it
    this.pinned = null; // recall: {balance, lastWin} the HUD keeps while a past round replays
    this.kept = null; // while a round plays: {lastWin} it began with, kept until the round is over
  }

  /** The HUD for a view at once: no count runs on, nothing is kept from a round. */
  show(view) {
    this.live.clear();
    this.kept = null;
    this.hud = this.forView(view);
  }

  /**
   * A round begins to play from `view`: Last win keeps the figure it shows (the round before's win)
   * until `roundOver`, whatever the round's steps fold to meanwhile (its end's win, counting).
   */
  roundBegins(view) {
    this.kept = { lastWin: view.lastWin };
    this.hud = this.forView(view);
  }

  /** The round is over (at rest, its record complete): Last win takes the view's, its win. */
  roundOver(view) {
    this.kept = null;
    this.hud = this.forView(view);
  }

  /** The HUD for a view; a count under way keeps its figure, a round playing its last win, a recall its pinned ones. */
  forView(view) {
    const hud = viewToHud(view);
    if (this.hud) for (const field of this.live.keys()) hud[field] = this.hud[field];
    return { ...hud, ...this.kept, ...this.pinned };
  }

  /** Whether `field` is held (kept while a round plays, pinned by a recall): no count or set moves it. */
  held(field) {
    return Boolean((this.pinned && field in this.pinned) || (this.kept && field in this.kept));
  }

  /**
   * Count figures together on `moment`'s timeline, each from its own start to its own end
   * ({field: [from, to]}), in one count of COUNT_TICKS equal parts: they never run ahead of one
   * another. `onTick(k, n)` on each part. A figure held (kept, pinned) is left alone.
   */
  count(moment, targets, duration, easing, onTick = null) {
    const token = {};
    const fields = Object.keys(targets).filter((f) => !this.held(f));
    for (const f of fields) this.live.set(f, token);
    let shown = -1;
    return moment
      .tween(
        duration,
        (p) => {
          const k = Math.round(p * COUNT_TICKS);
          if (k === shown) return;
          shown = k;
          for (const f of fields) if (this.live.get(f) === token) this.hud[f] = countStep(targets[f][0], targets[f][1], k, COUNT_TICKS);
          if (onTick) onTick(k, COUNT_TICKS);
        },
        easing,
      )
      .then(() => this.release(fields, token));
  }

  /**
   * `field` glides from where it shows to `to` (fractions drawn: the meter's needle); `onStep(p)`
   * beside it. One still gliding is taken over from where it was going, shown there at once.
   */
  glide(moment, field, to, duration, easing, onStep) {
    const token = { to };
    const going = this.live.get(field);
    const from = going && going.to !== undefined ? going.to : this.hud[field];
    this.live.set(field, token);
    this.hud[field] = from; // shown at once: a frame held before the tween's first one still shows where it glides from
    return moment
      .tween(
        duration,
        (p) => {
          if (this.live.get(field) !== token) return;
          this.hud[field] = from + (to - from) * p;
          onStep(p);
        },
        easing,
      )
      .then(() => this.release([field], token));
  }

  /** A figure shown at once (no count-up). */
  set(field, value) {
    if (this.held(field)) return;
    this.live.delete(field);
    this.hud[field] = value;
  }

  release(fields, token) {
    for (const f of fields) if (this.live.get(f) === token) this.live.delete(f);
  }

  /** The count's parts, for a figure counted beside the HUD (the feature's total). */
  static get ticks() {
    return COUNT_TICKS;
  }
}
