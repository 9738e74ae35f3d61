// The only module that touches localStorage. Every read is guarded (corrupt JSON reads as
// nothing) and every write is caught (a full quota or disabled storage never breaks the page).

const SAVE_KEY = "midnight-princess/v1/save";
const INDEX_KEY = "midnight-princess/v1/index";
const SETTINGS_KEY = "midnight-princess/v1/settings";

function memoryStore() {
  const map = new Map();
  return {
    getItem: (key) => (map.has(key) ? map.get(key) : null),
    setItem: (key, value) => map.set(key, String(value)),
    removeItem: (key) => map.delete(key),
  };
}

function pickStore() {
  try {
    const store = window.localStorage;
    const probe = "midnight-princess/probe";
    store.setItem(probe, "1");
    store.removeItem(probe);
    return store;
  } catch {
    return memoryStore();
  }
}

export class Storage {
  constructor(store = pickStore()) {
    this.store = store;
  }

  read(key) {
    try {
      const text = this.store.getItem(key);
      return text === null ? null : JSON.parse(text);
    } catch {
      return null;
    }
  }

  write(key, value) {
    try {
      this.store.setItem(key, JSON.stringify(value));
      return true;
    } catch {
      return false;
    }
  }

  /** `{state, play}`: the engine's state and the round being shown, written together. */
  loadSave() {
    const save = this.read(SAVE_KEY);
    if (!save || typeof save !== "object" || !save.state || typeof save.state !== "object") return null;
    return save;
  }

  saveGame(state, play) {
    return this.write(SAVE_KEY, { state, play: play || null });
  }

  /** How many of the round's steps have been shown; tied to the round by id. */
  loadIndex(roundId) {
    const entry = this.read(INDEX_KEY);
    if (!entry || entry.round !== roundId || !Number.isSafeInteger(entry.index) || entry.index < 0) return 0;
    return entry.index;
  }

  saveIndex(roundId, index) {
    return this.write(INDEX_KEY, { round: roundId, index });
  }

  loadSettings() {
    const settings = this.read(SETTINGS_KEY);
    return settings && typeof settings === "object" ? settings : {};
  }

  saveSettings(settings) {
    return this.write(SETTINGS_KEY, settings);
  }
}
