// Settings: sound (on/off and volume), music (on/off and volume), fast play, reduced motion, the
// language, and a play-money reset. The panel only edits the player's preferences; the reset is a
// new_game the engine answers.

import { unavailableText } from "./profile.js";
import { LANGUAGES, language, t } from "../messages.js";

/** "70%" or "70 %", as the language writes a share of 100. */
const percent = (n) => new Intl.NumberFormat(language(), { style: "percent" }).format(n / 100);

export class SettingsPanel {
  /**
   * `get()` -> {sound, volume (0..1), music, musicVolume (0..1), fastPlay, reducedMotion, lang}; `set(patch)` applies and saves (settings.js);
   * `canReset()` -> true when no round is open; `reset()` asks for confirmation, then resets;
   * `autoLanguage()` -> the language the game speaks when the player chose none (the site's or the browser's).
   */
  constructor(doc, body, profile, { get, set, canReset, reset, startBalanceText, autoLanguage }) {
    this.autoLanguage = autoLanguage;
    this.doc = doc;
    this.body = body;
    this.profile = profile;
    this.get = get;
    this.set = set;
    this.canReset = canReset;
    this.reset = reset;
    this.startBalanceText = startBalanceText;
    // Written when the panel first opens, not at the start: the page's first work is the game.
    this.el = null;
  }

  /** Write the panel again in the language now in use, if it was written already. */
  relabel() {
    if (this.el) this.build();
  }

  /** Write the panel in the language in use. */
  build() {
    const doc = this.doc;
    const languages = Object.entries(LANGUAGES)
      .map(([code, name]) => `<option value="${code}" lang="${code}">${name}</option>`)
      .join("");
    this.body.innerHTML = `
      <form class="settings" id="settings-form">
        <label class="setting"><span>${t("sound")}</span><input type="checkbox" id="set-sound" role="switch"></label>
        <label class="setting"><span>${t("volume")} <output id="set-volume-value" for="set-volume">${percent(70)}</output></span>
          <input type="range" id="set-volume" min="0" max="100" step="5" aria-label="${t("soundVolume")}"></label>
        <label class="setting"><span>${t("music")}<small>${t("musicNote")}</small></span><input type="checkbox" id="set-music" role="switch"></label>
        <label class="setting"><span>${t("musicVolume")} <output id="set-music-volume-value" for="set-music-volume">${percent(50)}</output></span>
          <input type="range" id="set-music-volume" min="0" max="100" step="5" aria-label="${t("musicVolume")}"></label>
        <label class="setting" id="set-fast-play-row"><span>${t("fastPlay")}</span><input type="checkbox" id="set-fast-play" role="switch"></label>
        <label class="setting"><span>${t("reducedMotion")}</span><input type="checkbox" id="set-motion" role="switch"></label>
        <label class="setting language"><span>${t("language")}</span><select id="set-lang"><option value="" id="set-lang-auto"></option>${languages}</select></label>
        <div class="setting reset">
          <span>${t("playMoney")}<small id="set-reset-note"></small></span>
          <button type="button" id="set-reset" class="ghost">${t("resetBalance")}</button>
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
      lang: $("set-lang"),
      langAuto: $("set-lang-auto"),
    };
    if (!this.profile.fastPlay) {
      this.el.fastPlay.disabled = true;
      this.el.fastPlay.setAttribute("aria-disabled", "true");
      $("set-fast-play-row").title = t("unavailableAs", { control: t("fastPlay"), reason: unavailableText(this.profile) });
      $("set-fast-play-row").classList.add("unavailable");
    }
    this.el.sound.addEventListener("change", () => this.set({ sound: this.el.sound.checked }));
    this.el.volume.addEventListener("input", () => {
      const volume = Number(this.el.volume.value) / 100;
      this.el.volumeValue.textContent = percent(Number(this.el.volume.value));
      this.set({ volume });
    });
    this.el.music.addEventListener("change", () => this.set({ music: this.el.music.checked }));
    this.el.musicVolume.addEventListener("input", () => {
      this.el.musicVolumeValue.textContent = percent(Number(this.el.musicVolume.value));
      this.set({ musicVolume: Number(this.el.musicVolume.value) / 100 });
    });
    this.el.fastPlay.addEventListener("change", () => this.set({ fastPlay: this.el.fastPlay.checked }));
    this.el.motion.addEventListener("change", () => this.set({ reducedMotion: this.el.motion.checked }));
    this.el.reset.addEventListener("click", () => this.reset());
    this.el.lang.addEventListener("change", () => this.set({ lang: this.el.lang.value || null }));
  }

  /** Show the current values (called when the panel opens and when a setting changes elsewhere). */
  refresh() {
    if (!this.el) this.build();
    const s = this.get();
    this.el.sound.checked = !!s.sound;
    const pct = Math.round((s.volume ?? 0.7) * 100);
    this.el.volume.value = String(pct);
    this.el.volumeValue.textContent = percent(pct);
    this.el.music.checked = !!s.music;
    const music = Math.round((s.musicVolume ?? 0.5) * 100);
    this.el.musicVolume.value = String(music);
    this.el.musicVolumeValue.textContent = percent(music);
    this.el.fastPlay.checked = s.fastPlay;
    this.el.motion.checked = !!s.reducedMotion;
    const can = this.canReset();
    this.el.reset.disabled = !can;
    this.el.resetNote.textContent = can ? t("resetNote", { balance: this.startBalanceText() }) : t("resetNotNow");
    this.el.langAuto.textContent = t("languageAuto", { name: LANGUAGES[this.autoLanguage()] });
    this.el.lang.value = s.lang || "";
  }
}
