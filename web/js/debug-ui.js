// Debug builds only, beside debug.js (build.py leaves both out of production): `__mp.ui`, what the
// player's controls and the presentation hold, for tests to read (docs/testing.md), with the sounds
// played and the phases passed, kept from the start; `__mp.music`, the music's state. main.js hands in the sound player and the
// history before anything uses them, and the shell once it is built; nothing here is patched in.

import { EVENTS } from "./events.js";

export function createUiDebug() {
  const sounds = [];
  const phases = [];
  let testHistory = null; // entries a test handed in, shown in place of the record's

  return {
    /** `sound` with the name of every effect it plays kept (`__mp.ui.sounds()`). */
    sound(sound) {
      return {
        ...sound,
        play(name, opts) {
          sounds.push(name);
          if (sounds.length > 5000) sounds.splice(0, 2500);
          sound.play(name, opts);
        },
      };
    },

    /** The history the panel lists: `history`'s, or the entries a test handed in (`__mp.ui.setHistory`). */
    history(history) {
      return { list: () => testHistory ?? history.list() };
    },

    /** The game and its controls exist: follow the phases and answer `mp.ui` (and `mp.music`). */
    attach(mp, { controller, presenter, settings, shell, sound, music, history, doc }) {
      controller.on(EVENTS.PHASE, ({ phase }) => {
        phases.push({ phase, t: performance.now() });
        if (phases.length > 2000) phases.splice(0, 1000);
      });
      const { autoplay, recall, session, profile } = shell;
      mp.ui = {
        profile: () => profile.id,
        history: async () => structuredClone(await history.list()),
        setHistory(entries) {
          testHistory = entries === null ? null : structuredClone(entries);
        },
        autoplay: () => ({ running: autoplay.running, left: autoplay.left, reason: autoplay.reason }),
        recall: () => ({ active: recall.active, id: recall.entry ? recall.entry.id : null, state: doc.body.dataset.recall || null }),
        session: () => ({ startBalance: session.startBalance, net: session.net(), rounds: session.rounds, elapsed: session.elapsed() }),
        sounds: () => sounds.slice(),
        soundNames: () => (sound.names ? [...sound.names] : []),
        speed: () => presenter.speed,
        minRoundMs: () => presenter.minRoundMs,
        reducedMotion: () => presenter.reducedMotion,
        bigWin: () => (presenter.bigWin ? { ...presenter.bigWin } : null),
        stopping: () => presenter.stopping,
        phases: () => phases.slice(),
        settings: () => settings.snapshot(),
      };
      mp.music = () => music.state();
    },
  };
}
