// The music: a soft loop composed in code (WebAudio, no audio files). Each mood, "base" and the
// livelier "free" (free spins), is rendered once into a buffer by an OfflineAudioContext and
// played as a seamless loop, so nothing schedules notes while the game runs (no timers, no
// gaps in a background tab). It plays only after a user gesture made the sound's AudioContext
// (the autoplay policy), only while both the sound and the music are on, and never again once
// the game is closed. createMusic(sound) -> {start, stop, setEnabled, setVolume, setSoundOn, setMood, state}.

const RATE = 22050; // soft pads and bells need no more
const LEVEL = 0.32; // the loop at full music volume, under the effects
const FADE = 1.2; // seconds: a mood change crossfades, off fades out
const TAIL = 3; // seconds rendered past the loop and folded back onto its start: a seamless loop

// Dm9, Bbmaj7, Fmaj7, Cadd9 (MIDI notes): the bass's root, then the chord's tones.
/** @type {Array<[number, number[]]>} */
const CHORDS = [
  [38, [50, 53, 57, 60, 64]],
  [34, [46, 50, 53, 57, 62]],
  [41, [48, 53, 57, 60, 64]],
  [36, [48, 52, 55, 62, 67]],
];

/** Each mood: tempo, arpeggio notes a beat, the pads' brightness, a light beat under it. */
export const MOODS = Object.freeze({
  base: Object.freeze({ bpm: 76, arp: 2, cutoff: 1300, beat: false, bars: 8 }),
  free: Object.freeze({ bpm: 108, arp: 4, cutoff: 2600, beat: true, bars: 8 }),
});

const hz = (midi) => 440 * Math.pow(2, (midi - 69) / 12);

/** Render one mood's loop (a Promise of an AudioBuffer of exactly its bars). */
export async function renderMood(name, OfflineContext = globalThis.OfflineAudioContext || globalThis.webkitOfflineAudioContext) {
  const mood = MOODS[name];
  const beat = 60 / mood.bpm;
  const loop = mood.bars * 4 * beat;
  const frames = Math.ceil((loop + TAIL) * RATE);
  const ac = new OfflineContext(1, frames, RATE);
  const master = ac.createGain();
  master.gain.value = 0.5;
  master.connect(ac.destination);
  // pads: a slow swell of the chord, warm and filtered
  const padBus = ac.createBiquadFilter();
  padBus.type = "lowpass";
  padBus.frequency.value = mood.cutoff;
  padBus.connect(master);
  // bells: an arpeggio with a soft echo
  const echo = ac.createDelay(1);
  echo.delayTime.value = beat * 0.75;
  const feedback = ac.createGain();
  feedback.gain.value = 0.28;
  echo.connect(feedback);
  feedback.connect(echo);
  echo.connect(master);
  const bells = ac.createGain();
  bells.gain.value = 1;
  bells.connect(master);
  bells.connect(echo);

  const voice = (type, f, t0, dur, vol, attack, release, dest) => {
    const o = ac.createOscillator();
    o.type = type;
    o.frequency.value = f;
    const g = ac.createGain();
    g.gain.setValueAtTime(0, t0);
    g.gain.linearRampToValueAtTime(vol, t0 + attack);
    g.gain.setValueAtTime(vol, t0 + Math.max(attack, dur));
    g.gain.exponentialRampToValueAtTime(0.0001, t0 + Math.max(attack, dur) + release);
    o.connect(g);
    g.connect(dest);
    o.start(t0);
    o.stop(t0 + Math.max(attack, dur) + release + 0.05);
  };

  const barsPerChord = mood.bars / CHORDS.length;
  CHORDS.forEach(([root, tones], i) => {
    const t0 = i * barsPerChord * 4 * beat;
    const len = barsPerChord * 4 * beat;
    for (const n of tones.slice(0, 4)) {
      voice("triangle", hz(n), t0, len, 0.05, 0.9, 1.2, padBus);
      voice("sine", hz(n) * 1.003, t0, len, 0.04, 1.1, 1.2, padBus);
    }
    // bass: the root, on the bar (base) or on every beat (free)
    const hits = barsPerChord * (mood.beat ? 4 : 2);
    for (let k = 0; k < hits; k++) voice("sine", hz(root + 12), t0 + (k * len) / hits, beat * 0.6, 0.16, 0.02, 0.5, master);
    // the arpeggio: up and down the chord, an octave higher
    const order = [0, 1, 2, 3, 4, 3, 2, 1];
    const steps = barsPerChord * 4 * mood.arp;
    for (let k = 0; k < steps; k++) {
      const n = tones[order[k % order.length]] + 12;
      const at = t0 + (k * beat) / mood.arp;
      const soft = k % mood.arp === 0 ? 1 : 0.7;
      voice("sine", hz(n), at, 0.02, 0.07 * soft, 0.004, 0.7, bells);
      voice("sine", hz(n) * 3, at, 0.01, 0.012 * soft, 0.002, 0.25, bells);
    }
  });
  if (mood.beat) {
    // free spins: a soft heartbeat kick and a brushed off-beat
    const noise = ac.createBuffer(1, Math.ceil(RATE * 0.05), RATE);
    const d = noise.getChannelData(0);
    for (let i = 0; i < d.length; i++) d[i] = Math.random() * 2 - 1;
    const hat = ac.createBiquadFilter();
    hat.type = "highpass";
    hat.frequency.value = 6000;
    hat.connect(master);
    for (let k = 0; k < mood.bars * 4; k++) {
      const at = k * beat;
      const o = ac.createOscillator();
      o.frequency.setValueAtTime(120, at);
      o.frequency.exponentialRampToValueAtTime(45, at + 0.14);
      const g = ac.createGain();
      g.gain.setValueAtTime(0.22, at);
      g.gain.exponentialRampToValueAtTime(0.0001, at + 0.18);
      o.connect(g);
      g.connect(master);
      o.start(at);
      o.stop(at + 0.2);
      const src = ac.createBufferSource();
      src.buffer = noise;
      const hg = ac.createGain();
      hg.gain.value = 0.035;
      src.connect(hg);
      hg.connect(hat);
      src.start(at + beat / 2);
    }
  }
  const rendered = await ac.startRendering();
  const loopFrames = Math.round(loop * RATE);
  const data = rendered.getChannelData(0);
  // fold the tail back onto the start: what rings past the loop's end rings into its beginning
  for (let i = loopFrames; i < data.length; i++) data[i - loopFrames] += data[i];
  let peak = 0;
  for (let i = 0; i < loopFrames; i++) peak = Math.max(peak, Math.abs(data[i]));
  const out = ac.createBuffer(1, loopFrames, RATE);
  const target = out.getChannelData(0);
  const k = peak > 0 ? 0.8 / peak : 1;
  for (let i = 0; i < loopFrames; i++) target[i] = data[i] * k;
  return out;
}

/** The game's music on `sound` (sound.js: its context after a gesture and its output). */
export function createMusic(sound) {
  let started = false; // a user gesture happened
  let closed = false;
  let enabled = true;
  let soundOn = true;
  let volume = 0.5;
  let mood = "base";
  let playing = null; // {mood, src, gain}
  const buffers = new Map(); // mood -> Promise<AudioBuffer>
  let rendered = 0;

  const wanted = () => started && !closed && enabled && soundOn && volume > 0;
  const level = () => LEVEL * volume;

  function buffer(name) {
    if (!buffers.has(name)) {
      buffers.set(
        name,
        renderMood(name).then((b) => {
          rendered += 1;
          return b;
        }),
      );
    }
    return buffers.get(name);
  }

  function fadeOut(voice) {
    const ac = sound.context();
    if (!voice || !ac) return;
    const now = ac.currentTime;
    voice.gain.gain.cancelScheduledValues(now);
    voice.gain.gain.setValueAtTime(voice.gain.gain.value, now);
    voice.gain.gain.linearRampToValueAtTime(0, now + FADE);
    voice.src.stop(now + FADE + 0.05);
  }

  async function update() {
    try {
      const ac = sound.context();
      if (!wanted() || !ac || !sound.output()) {
        fadeOut(playing);
        playing = null;
        return;
      }
      if (playing && playing.mood === mood) {
        playing.gain.gain.setTargetAtTime(level(), ac.currentTime, 0.1);
        return;
      }
      const want = mood;
      const buf = await buffer(want);
      if (!wanted() || mood !== want || (playing && playing.mood === want)) return;
      const src = ac.createBufferSource();
      src.buffer = buf;
      src.loop = true;
      const gain = ac.createGain();
      gain.gain.setValueAtTime(0, ac.currentTime);
      gain.gain.linearRampToValueAtTime(level(), ac.currentTime + FADE);
      src.connect(gain);
      gain.connect(sound.output());
      src.start();
      fadeOut(playing);
      playing = { mood: want, src, gain };
    } catch {
      // music is garnish: it never breaks the game
    }
  }

  return {
    /** A user gesture made the sound's context: the music may start. */
    start() {
      started = true;
      update();
    },
    /** The game is closed: the music ends and never comes back on this page. */
    stop() {
      closed = true;
      update();
    },
    setEnabled(on) {
      enabled = !!on;
      update();
    },
    setVolume(v) {
      volume = Math.max(0, Math.min(1, Number(v) || 0));
      update();
    },
    /** The sound's own switch: no music while the sound is off. */
    setSoundOn(on) {
      soundOn = !!on;
      update();
    },
    /** "base" or "free" (livelier, in free spins). */
    setMood(name) {
      if (!MOODS[name] || name === mood) return;
      mood = name;
      update();
    },
    /** What plays (tests): the mood playing or null, the level it fades to, whether a gesture came. */
    state() {
      return { started, closed, enabled, soundOn, volume, mood, playing: playing ? playing.mood : null, level: playing ? level() : 0, rendered };
    },
  };
}
