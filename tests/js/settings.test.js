// settings.js: the player's preferences loaded, migrated from older names, saved, and told.
import assert from "node:assert/strict";
import { test } from "node:test";

import { DEFAULT_SETTINGS, migrateSettings, Settings } from "../../web/js/settings.js";
import { memoryStore, SETTINGS_KEY, Storage } from "../../web/js/record/storage.js";

/** A Storage over a plain map, holding `settings` (any JSON) as a page left them. */
function storageWith(settings) {
  const store = memoryStore();
  if (settings !== undefined) store.setItem(SETTINGS_KEY, JSON.stringify(settings));
  return new Storage(store);
}

const stored = (storage) => JSON.parse(storage.readText(SETTINGS_KEY));

test("nothing stored: sound on at 70%, music on at 50%, no fast play, motion as the system asks", () => {
  assert.deepEqual(DEFAULT_SETTINGS, { sound: true, volume: 0.7, music: true, musicVolume: 0.5, fastPlay: false, reducedMotion: null, lang: null });
  const settings = new Settings(storageWith(undefined));
  assert.deepEqual(settings.snapshot(), { sound: true, volume: 0.7, music: true, musicVolume: 0.5, fastPlay: false, reducedMotion: false, lang: null });
  const reduce = new Settings(storageWith(undefined), { reducedMotionQuery: { matches: true } });
  assert.equal(reduce.reducedMotion, true);
});

test("an older page's `turbo: true` comes back as fast play on, stored again under its new name", () => {
  const storage = storageWith({ sound: false, turbo: true, volume: 0.3 });
  const settings = new Settings(storage);
  assert.deepEqual(settings.snapshot(), { sound: false, volume: 0.3, music: true, musicVolume: 0.5, fastPlay: true, reducedMotion: false, lang: null });
  assert.deepEqual(stored(storage), { sound: false, volume: 0.3, music: true, musicVolume: 0.5, fastPlay: true, reducedMotion: null, lang: null });
});

test("migrateSettings renames old keys, keeps a newer value over an old one and drops bad values", () => {
  assert.deepEqual(migrateSettings({ turbo: false }), { ...DEFAULT_SETTINGS, fastPlay: false });
  assert.deepEqual(migrateSettings({ turbo: true, fastPlay: false }), { ...DEFAULT_SETTINGS, fastPlay: false });
  assert.deepEqual(migrateSettings({ sound: "yes", volume: 7, reducedMotion: true, colour: "red" }), { ...DEFAULT_SETTINGS, reducedMotion: true, lang: null });
  assert.deepEqual(migrateSettings({ volume: 0 }), { ...DEFAULT_SETTINGS, volume: 0 });
  for (const junk of [null, [], "turbo", 3]) assert.deepEqual(migrateSettings(junk), DEFAULT_SETTINGS);
});

test("a change is saved and told once; an unchanged or invalid one is neither", () => {
  const storage = storageWith({ sound: true });
  const settings = new Settings(storage);
  const heard = [];
  settings.on("change", (s) => heard.push(s.snapshot()));
  settings.toggle("sound");
  settings.set({ volume: 0.25, reducedMotion: true, lang: null });
  settings.set({ volume: 0.25 });
  settings.set({ volume: -1, sound: "off", turbo: true });
  assert.deepEqual(heard, [
    { sound: false, volume: 0.7, music: true, musicVolume: 0.5, fastPlay: false, reducedMotion: false, lang: null },
    { sound: false, volume: 0.25, music: true, musicVolume: 0.5, fastPlay: false, reducedMotion: true, lang: null },
  ]);
  assert.deepEqual(stored(storage), { sound: false, volume: 0.25, music: true, musicVolume: 0.5, fastPlay: false, reducedMotion: true, lang: null });
});

test("where the profile takes fast play away it stays off, whatever was stored or asked", () => {
  const storage = storageWith({ turbo: true });
  const settings = new Settings(storage, { fastPlayOffered: false });
  assert.equal(settings.fastPlay, false);
  settings.toggle("fastPlay");
  settings.set({ fastPlay: true });
  assert.equal(settings.fastPlay, false);
  assert.equal(stored(storage).fastPlay, true); // the player's own choice is kept for a build that offers it
});

test("the system's reduced-motion setting is followed until the player chooses", () => {
  const listeners = [];
  const query = { matches: false, addEventListener: (_, fn) => listeners.push(fn) };
  const settings = new Settings(storageWith({}), { reducedMotionQuery: query });
  let told = 0;
  settings.on("change", () => (told += 1));
  query.matches = true;
  listeners.forEach((fn) => fn());
  assert.deepEqual([settings.reducedMotion, told], [true, 1]);
  settings.set({ reducedMotion: false, lang: null });
  assert.equal(settings.reducedMotion, false);
});

test("the language the player chose is kept with the other settings; only the game's languages", () => {
  const storage = storageWith({ lang: "de" });
  const settings = new Settings(storage);
  assert.equal(settings.lang, "de");
  settings.set({ lang: "pt-BR" });
  assert.equal(stored(storage).lang, "pt-BR");
  settings.set({ lang: "klingon" });
  settings.set({ lang: "PT-BR" });
  assert.equal(settings.lang, "pt-BR");
  settings.set({ lang: null });
  assert.deepEqual([settings.lang, stored(storage).lang], [null, null]);
  assert.equal(migrateSettings({ lang: 7 }).lang, null);
});
