// Settings: sound (on/off and volume), music (on/off and volume), fast play, reduced motion, and a play-money reset.
// The panel only edits the player's preferences; the reset is a new_game the engine answers.

import { unavailableText } from "./profile.js";

export class SettingsPanel {
  /**
   * `get()` -> {sound, volume (0..1), music, musicVolume (0..1), fastPlay, reducedMotion}; `set(patch)` applies and saves (settings.js);
   * `canReset()` -> true when no round is open; `reset()` asks for confirmation, then resets.
   */
  constructor(doc, body, profile, { get, set, canReset, reset, startBalanceText }) {
    this.doc = doc;
    this.body = body;
    this.profile = profile;
    this.get = get;
    this.set = set;
    this.canReset = canReset;
    this.reset = reset;
    this.startBalanceText = startBalanceText;
    this.build();
  }

  build() {
    const doc = this.doc;
    this.body.innerHTML = `
      <form class="settings" id="settings-form">
        <label class="setting"><span>Sound</span><input type="checkbox" id="set-sound" role="switch"></label>
        <label class="setting"><span>Volume <output id="set-volume-value" for="set-volume">70%</output></span>
          <input type="range" id="set-volume" min="0" max="100" step="5" aria-label="Sound volume"></label>
        <label class="setting"><span>Music<small>Plays while the sound is on</small></span><input type="checkbox" id="set-music" role="switch"></label>
        <label class="setting"><span>Music volume <output id="set-music-volume-value" for="set-music-volume">50%</output></span>
          <input type="range" id="set-music-volume" min="0" max="100" step="5" aria-label="Music volume"></label>
        <label class="setting" id="set-fast-play-row"><span>Fast play</span><input type="checkbox" id="set-fast-play" role="switch"></label>
        <label class="setting"><span>Reduced motion</span><input type="checkbox" id="set-motion" role="switch"></label>
        <div class="setting reset">
          <span>Play money<small id="set-reset-note"></small></span>
          <button type="button" id="set-reset" class="ghost">Reset balance</button>
        </div>
      </form>`;
    const $ = (id) => doc.getElementById(id);
    $("settings-form").addEventListener("submit", (e) => e.preventDefault());
    this.el = {
      sound: $("set-sound"),
      volume: $("set-volume"),
      volumeValue: $("set-volume-value"),
      music: $("set-music"),
      musicVolume: $("set-music-volume"),
      musicVolumeValue: $("set-music-volume-value"),
      fastPlay: $("set-fast-play"),
      motion: $("set-motion"),
      reset: $("set-reset"),
      resetNote: $("set-reset-note"),
    };
    if (!this.profile.fastPlay) {
      this.el.fastPlay.disabled = true;
      this.el.fastPlay.setAttribute("aria-disabled", "true");
      $("set-fast-play-row").title = `Fast play: ${unavailableText(this.profile)}`;
      $("set-fast-play-row").classList.add("unavailable");
    }
    this.el.sound.addEventListener("change", () => this.set({ sound: this.el.sound.checked }));
    this.el.volume.addEventListener("input", () => {
      const volume = Number(this.el.volume.value) / 100;
      this.el.volumeValue.textContent = `${this.el.volume.value}%`;
      this.set({ volume });
    });
    this.el.music.addEventListener("change", () => this.set({ music: this.el.music.checked }));
    this.el.musicVolume.addEventListener("input", () => {
      this.el.musicVolumeValue.textContent = `${this.el.musicVolume.value}%`;
      this.set({ musicVolume: Number(this.el.musicVolume.value) / 100 });
    });
    this.el.fastPlay.addEventListener("change", () => this.set({ fastPlay: this.el.fastPlay.checked }));
    this.el.motion.addEventListener("change", () => this.set({ reducedMotion: this.el.motion.checked }));
    this.el.reset.addEventListener("click", () => this.reset());
  }

  /** Show the current values (called when the panel opens and when a setting changes elsewhere). */
  refresh() {
    const s = this.get();
    this.el.sound.checked = !!s.sound;
    const pct = String(Math.round((s.volume ?? 0.7) * 100));
    this.el.volume.value = pct;
    this.el.volumeValue.textContent = `${pct}%`;
    this.el.music.checked = !!s.music;
    const music = String(Math.round((s.musicVolume ?? 0.5) * 100));
    this.el.musicVolume.value = music;
    this.el.musicVolumeValue.textContent = `${music}%`;
    this.el.fastPlay.checked = s.fastPlay;
    this.el.motion.checked = !!s.reducedMotion;
    const can = this.canReset();
    this.el.reset.disabled = !can;
    this.el.resetNote.textContent = can ? `Start again with ${this.startBalanceText()}.` : "Not while a round is open.";
  }
}
