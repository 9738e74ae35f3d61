// The composition root: builds every part and wires them, as 2048's application.js does.
// Python's boot in the worker is the long pole: index.html starts the worker before the styles
// and this module load, and only the bridge, the launch parameters and the player's language
// (the page's words, a small table) are imported up front.
//
// How the parts talk: input.js turns clicks and keys into named events; ui/shell.js routes them
// to the controller (actions) and to settings.js (preferences). The controller asks the engine
// through the ledger (built here, with the history it keeps), has the presenter play the steps
// (the renderer paints its scene, ui/hud.js writes its readouts) and emits events (events.js's
// EVENTS; docs/architecture.md says who listens to each). settings.js emits `change`. Each thing
// on the page has one owner that listens: ui/controls.js every control's state, the panels their
// content, the presenter and the sound their settings (wired below).

import { DEBUG, PROFILE, RTP, RUNTIME_ID } from "./build-info.js";
import { BridgeClient } from "./engine/bridge.js";
import { loadFaces } from "./art/faces.js";
import { LoadingScreen } from "./screen/loading.js";
import { startPainter } from "./screen/painter.js";
import { readLaunch } from "./launch.js";
import { chooseLanguage, loadLanguage, loadPanels, t, useMessages, usePanels } from "./messages.js";
import { EVENTS } from "./events.js";
import { formatMoney, useMoney } from "./money.js";
import { Storage } from "./record/storage.js";
import { fillPageText } from "./ui/page-text.js";
import { PROFILES, resolveProfile } from "./ui/profile.js";

const silentSound = { play() {}, setVolume() {}, setEnabled() {}, unlock() {}, context: () => null, output: () => null, names: [] };
const silentMusic = { start() {}, stop() {}, setEnabled() {}, setVolume() {}, setSoundOn() {}, setMood() {}, state: () => null };

async function loadSound() {
  try {
    const { createSound } = await import("./audio/sound.js");
    return createSound();
  } catch {
    return silentSound;
  }
}

async function loadMusic(sound) {
  try {
    const { createMusic } = await import("./audio/music.js");
    return createMusic(sound);
  } catch {
    return silentMusic;
  }
}

/** A new task: the start's work goes in pieces the browser can run other work between. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/** `work` once the page is idle (at most a second from now). */
const whenIdle = (work) => (window.requestIdleCallback ? window.requestIdleCallback(work, { timeout: 1000 }) : setTimeout(work, 0));

// How long after the game is first playable the panels' words are fetched.
const PANELS_AFTER_MS = 2000;

/** Speak `code` from now on: its table (fetched if need be), its numbers and amounts, the page's words. */
async function speak(code) {
  let table;
  try {
    table = await loadLanguage(code);
  } catch {
    return false; // the table did not arrive: the words stay as they are
  }
  useMessages(table, code);
  useMoney({ locale: code });
  fillPageText(document);
  return true;
}

/** The worker index.html started first (see its head), if it could. */
function takeEarlyWorker() {
  const early = /** @type {any} */ (window).__mpEarlyWorker;
  delete (/** @type {any} */ (window).__mpEarlyWorker);
  return early && early.worker ? early : null;
}

async function main() {
  // What the site asked for (docs/launch.md): a value the game cannot use is ignored, with a warning.
  const launch = readLaunch(window.location.search, { profiles: PROFILES, base: window.location.href, pinned: RTP });
  for (const warning of launch.warnings) console.warn(warning);
  const storage = new Storage();
  // The player's own choice of language, else the site's, else the browser's, else English.
  const autoLanguage = chooseLanguage({ asked: launch.lang, browser: navigator.languages || [navigator.language] });
  let spoken = chooseLanguage({ chosen: storage.loadSettings().lang, asked: autoLanguage });
  const spoke = speak(spoken).then((done) => done || (spoken !== "en" && speak((spoken = "en"))));
  // The browser's first number format loads its locale data (25-55 ms measured here): done while the
  // engine starts, not in the task that makes Spin usable (the shell's first amounts).
  spoke.then(() => whenIdle(() => formatMoney(0)));
  // The loading screen shows the game's intro: painted by the painter's worker where the browser
  // has one (the main thread stays free), else here once the art and the game's faces have arrived.
  // No canvas draws a word before the faces are loaded (or given up on: art/faces.js), nor before
  // the language's table is here (its words are handed to the worker).
  const loading = new LoadingScreen(document, window);
  const painterStarted = startPainter(window, new URL("../", import.meta.url).href, DEBUG);
  const facesLoaded = loadFaces(document.fonts);
  const artLoaded = import("./art/index.js");
  // the princesses' small pictures (a few hundred kB): here before the game's first frame
  const artPictures = artLoaded.then((art) => art.loadArt("s"));
  const artOrNone = artLoaded.catch(() => null); // not arrived: the start fails below
  Promise.all([painterStarted, spoke]).then(([painter]) =>
    painter ? loading.paint(null, painter) : Promise.all([artOrNone, facesLoaded]).then(([art]) => art && loading.paint(art)),
  );
  let controller = null;
  const early = [];
  const bridge = new BridgeClient(new URL("./engine/worker.js", import.meta.url), {
    onProgress: (p) => (controller ? controller.onProgress(p) : early.push(p)),
    early: takeEarlyWorker(),
  });
  const [
    art,
    painter,
    { Pictures },
    { Renderer },
    { Presenter, FAST_PLAY_SPEED },
    { screenModel },
    { HudView },
    { MessageBox },
    { InputManager },
    { GameController },
    { Ledger },
    { History },
    { randomSeed },
    { NO_HOOKS, withHooks },
    { Settings },
    { createShell },
    { createUpdates },
    debug,
    uiDebug,
    loadedSound,
  ] = await Promise.all([
    artLoaded,
    painterStarted,
    import("./screen/pictures.js"),
    import("./screen/renderer.js"),
    import("./screen/presenter.js"),
    import("./screen/view.js"),
    import("./ui/hud.js"),
    import("./ui/message-box.js"),
    import("./ui/input.js"),
    import("./controller.js"),
    import("./record/ledger.js"),
    import("./record/history.js"),
    import("./record/seeds.js"),
    import("./hooks.js"),
    import("./settings.js"),
    import("./ui/shell.js"),
    import("./updates.js"),
    DEBUG ? import("./debug.js").then((m) => m.createDebugHooks(window, document)) : null,
    DEBUG ? import("./debug-ui.js").then((m) => m.createUiDebug()) : null,
    loadSound(),
    facesLoaded,
    spoke,
    artPictures,
  ]);
  const sound = uiDebug ? uiDebug.sound(loadedSound) : loadedSound; // a debug build keeps the names it plays
  const music = await loadMusic(sound);
  const input = new InputManager(document);
  const profile = resolveProfile(PROFILE, launch.profile);
  const hooks = debug ? withHooks(debug.hooks) : NO_HOOKS;
  const renderer = new Renderer(document, art, new Pictures(art, painter));
  const hud = new HudView(document);
  const messageBox = new MessageBox(document);
  // The first frames paint the art's caches a slice a frame (art/canvas.js), each frame drawn at
  // once until nothing is left out and the worker's pictures (the sky, the portrait) are here;
  // after the first whole picture, caches paint when needed.
  let leftOut = false;
  let wholeOnce = false;
  art.paintCachesInSlices(true);
  // The profile's rules come in as options; the presenter looks nothing up itself.
  const presenter = new Presenter({
    paint: (scene, now) => {
      let pictures = false;
      leftOut = art.inCacheSlice(() => (pictures = renderer.draw(scene, now)));
      if (!leftOut && scene.hud) art.paintCachesInSlices(false);
      hud.update(scene.hud);
      const whole = pictures && !leftOut && !!scene.hud;
      wholeOnce ||= whole;
      return whole;
    },
    dirty: () => renderer.dirty || leftOut || !wholeOnce,
    sound,
    music,
    hooks,
    options: { minRoundMs: profile.minRoundMs, quietStakeWins: profile.quietStakeWins },
  });
  const settings = new Settings(storage, {
    fastPlayOffered: profile.fastPlay,
    reducedMotionQuery: window.matchMedia ? window.matchMedia("(prefers-reduced-motion: reduce)") : null,
  });
  // The record: the history of rounds and the ledger that keeps it, whose requests the controller sends.
  const history = new History();
  const ledger = new Ledger({
    storage,
    history,
    send: (request) => controller.call(request),
    seeds: () => controller.nextSeed(),
    clock: () => controller.now(),
    engine: RUNTIME_ID, // the record names it for every round this page starts
    notify: (text) => messageBox.show(text, { kind: "info" }),
    startBalance: () => hooks.balance() ?? launch.balance,
    currency: launch.currency,
    rtp: RTP ?? launch.rtp, // the rung of the RTP ladder: the build's pinned one, else the launch's
  });
  controller = new GameController({ bridge, ledger, history, presenter, messageBox, loading, sound, seeds: randomSeed, hooks });
  if (debug) debug.attach({ controller, presenter, renderer, ledger, history, bridge });
  for (const p of early) controller.onProgress(p);

  // The player's settings drive the sound and the animation.
  const applySettings = () => {
    sound.setEnabled(settings.sound);
    sound.setVolume(settings.volume);
    music.setSoundOn(settings.sound);
    music.setEnabled(settings.music);
    music.setVolume(settings.musicVolume);
    presenter.speed = hooks.speed() ?? (settings.fastPlay ? FAST_PLAY_SPEED : 1);
    presenter.reducedMotion = settings.reducedMotion;
  };
  settings.on("change", applySettings);
  applySettings();

  // The model's numbers (grid and meter sizes, top multiplier) come from the engine's config, never
  // typed again; so do the currency's (a USD game's config may not name it) for every amount written.
  controller.on(EVENTS.CONFIG, (config) => {
    const model = screenModel(config);
    renderer.setModel(model);
    presenter.setModel(model);
    hud.setModel(model);
    useMoney({ currency: config.currency || "USD", digits: config.minor_unit ?? 2 });
  });

  // The panels' words (the help, the paytable, the history), in the language spoken: not among a
  // first visit's bytes before Spin works.
  let panelWords = null;
  const panels = () => {
    if (!panelWords || panelWords.code !== spoken) {
      const code = spoken;
      const ready = loadPanels(code).then(
        (table) => spoken === code && usePanels(table),
        () => {}, // not arrived (offline before the service worker kept it): the panels show their keys
      );
      panelWords = { code, ready };
    }
    return panelWords.ready;
  };
  // The HUD's figures written as the phase changes, not a frame later: Last win takes a round's win
  // as it comes to rest (readouts.js), and the page says it is at rest with the figures it rests on.
  controller.on(EVENTS.PHASE, () => presenter.hud && hud.update(presenter.hud));
  // Fetched a moment after the game is first playable, off its first spin's way (a panel opened
  // sooner asks for them at once).
  let panelsSoon = null;
  controller.on(EVENTS.PHASE, ({ phase }) => {
    if ((phase === "ready" || phase === "choice") && !panelsSoon) {
      panelsSoon = setTimeout(panels, PANELS_AFTER_MS);
      // the engine's memory snapshot for the next visit, made in the worker once Spin works
      whenIdle(() => bridge.atRest());
      // the princesses' large pictures (big screens, the moments' close-ups) once Spin works, and the
      // largest where this screen draws her beyond the large ones' pixels (never a phone)
      setTimeout(() => {
        const sizes = art.artSizes();
        const short = Math.min(window.innerWidth, window.innerHeight);
        for (const size of sizes && renderer.layout ? art.laterSizes(sizes, renderer.princessPixels(), short) : ["l"]) {
          art.loadArt(size);
          if (painter) painter.post({ type: "art", size });
        }
      }, PANELS_AFTER_MS);
    }
  });

  // Every control, panel and key: the shell routes them to the controller and the settings.
  await nextTask();
  const listed = uiDebug ? uiDebug.history(history) : history; // the rounds the history panel lists
  const shell = createShell({
    doc: document,
    win: window,
    controller,
    history: listed,
    bridge,
    presenter,
    renderer,
    messageBox,
    input,
    art,
    settings,
    storage,
    profile,
    launch,
    autoLanguage: () => autoLanguage,
    panels,
  });
  input.on("gesture", () => sound.unlock && sound.unlock()); // the sound's context is made in the player's first gesture
  if (uiDebug) uiDebug.attach(/** @type {any} */ (window).__mp, { controller, presenter, settings, shell, sound, music, history: listed, doc: document });

  // The site around the game, when it named itself (`host`): what happens, and its two orders.
  if (launch.host) {
    const { createEmbedding } = await import("./embed.js");
    createEmbedding({ win: window, doc: document, host: launch.host, controller, settings, close: shell.close, language: () => spoken });
  }

  // Another language chosen in Settings: every word and amount is written again in it, at once.
  settings.on("change", async () => {
    const wanted = settings.lang ?? autoLanguage;
    if (wanted === spoken) return;
    spoken = wanted;
    if (!(await speak(wanted)) || spoken !== wanted) return;
    await panels();
    if (spoken !== wanted) return;
    shell.relabel();
    renderer.dirty = true; // the canvas and the HUD's amounts are painted again
  });

  // The service worker: offline play, and new versions only between rounds (js/updates.js).
  await nextTask();
  const updates = createUpdates({
    win: window,
    scriptUrl: new URL("../sw.js", import.meta.url).href,
    game: { atRest: () => controller.atRest(), hold: () => controller.holdForUpdate(), release: () => controller.releaseUpdate() },
    loading,
  });
  controller.on(EVENTS.PHASE, ({ phase }) => updates.onPhase(phase));

  // The music waits for the player's first gesture (the sound's context is made in it) and ends with Close.
  input.on("gesture", () => music.start());
  controller.on(EVENTS.PHASE, ({ phase }) => phase === "closed" && music.stop());

  presenter.start();
  await controller.start();
  /** @type {any} */ (window).__mpStart.worked();
}

// A start that failed (a module that did not arrive): engine/boot.js loads the page again, once a session.
main().catch((error) => {
  console.warn("the game could not start:", error);
  /** @type {any} */ (window).__mpStart.failed(t("startFailed"), t("tryAgain"));
});
