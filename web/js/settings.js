// The player's preferences: sound, volume, music and its volume, fast play, reduced motion and the language. The one module that
// loads, migrates and saves them (storage.js only keeps the text); the panel, the switches, the
// sound and the presenter listen to its `change` event.

import { Emitter } from "./events.js";
import { LANGUAGES } from "./messages.js";

/**
 * Every preference and its value before the player chose one (reducedMotion null: follow the
 * system; lang null: the site's language, else the browser's).
 */
export const DEFAULT_SETTINGS = Object.freeze({ sound: true, volume: 0.7, music: true, musicVolume: 0.5, fastPlay: false, reducedMotion: null, lang: null });

// Keys older pages stored under another name: old name -> today's.
const RENAMED = Object.freeze({ turbo: "fastPlay" });

const isBoolean = (v) => typeof v === "boolean";
const isLevel = (v) => typeof v === "number" && Number.isFinite(v) && v >= 0 && v <= 1;
const CHECKS = {
  sound: isBoolean,
  volume: isLevel,
  music: isBoolean,
  musicVolume: isLevel,
  fastPlay: isBoolean,
  reducedMotion: (v) => v === null || isBoolean(v),
  lang: (v) => v === null || (typeof v === "string" && Object.hasOwn(LANGUAGES, v)),
};

/** Stored settings of any age as today's: old names renamed, bad or unknown values left out. */
export function migrateSettings(stored) {
  const raw = stored && typeof stored === "object" && !Array.isArray(stored) ? stored : {};
  const renamed = { ...raw };
  for (const [old, key] of Object.entries(RENAMED)) {
    if (old in renamed && !(key in renamed)) renamed[key] = renamed[old];
    delete renamed[old];
  }
  const settings = { ...DEFAULT_SETTINGS };
  for (const [key, valid] of Object.entries(CHECKS)) if (key in renamed && valid(renamed[key])) settings[key] = renamed[key];
  return settings;
}

export class Settings extends Emitter {
  /**
   * storage: storage.js (loadSettings/saveSettings); fastPlayOffered: false when the operator
   * profile takes fast play away; reducedMotionQuery: the system's `prefers-reduced-motion` (a MediaQueryList) or null.
   */
  constructor(storage, { fastPlayOffered = true, reducedMotionQuery = null } = {}) {
    super();
    this.storage = storage;
    this.fastPlayOffered = fastPlayOffered;
    this.query = reducedMotionQuery;
    const stored = storage.loadSettings();
    this.values = migrateSettings(stored);
    if (Object.keys(RENAMED).some((old) => old in stored)) this.save(); // stored again under today's names
    if (this.query && this.query.addEventListener) this.query.addEventListener("change", () => this.emit("change", this));
  }

  get sound() {
    return this.values.sound;
  }

  get volume() {
    return this.values.volume;
  }

  /** The music's own switch (it plays only while the sound is on too). */
  get music() {
    return this.values.music;
  }

  get musicVolume() {
    return this.values.musicVolume;
  }

  /** Fast play, unless the profile takes it away. */
  get fastPlay() {
    return this.fastPlayOffered && this.values.fastPlay;
  }

  /** The player's choice, or the system's when the player made none. */
  get reducedMotion() {
    return this.values.reducedMotion ?? !!(this.query && this.query.matches);
  }

  /** The language the player chose (a code of messages.js's LANGUAGES), or null: none chosen. */
  get lang() {
    return this.values.lang;
  }

  /** Every preference as it applies now. */
  snapshot() {
    return {
      sound: this.sound,
      volume: this.volume,
      music: this.music,
      musicVolume: this.musicVolume,
      fastPlay: this.fastPlay,
      reducedMotion: this.reducedMotion,
      lang: this.lang,
    };
  }

  /** Change some preferences (invalid values and fast play where it is not offered are ignored), save, tell the listeners. */
  set(patch) {
    let changed = false;
    for (const [key, value] of Object.entries(patch)) {
      if (!(key in CHECKS) || !CHECKS[key](value) || (key === "fastPlay" && !this.fastPlayOffered)) continue;
      changed = changed || this.values[key] !== value;
      this.values[key] = value;
    }
    if (!changed) return;
    this.save();
    this.emit("change", this);
  }

  /** Turn a switch (sound, music, fastPlay, reducedMotion) over. */
  toggle(key) {
    this.set({ [key]: !this[key] });
  }

  save() {
    this.storage.saveSettings(this.values);
  }
}
