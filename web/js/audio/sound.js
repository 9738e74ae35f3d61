/**
 * Midnight Princess sound: every effect synthesized live with WebAudio, no audio files.
 * createSound() -> {names, play(name, opts), setVolume(v), setEnabled(on), unlock(), context(), output()}.
 */

/** Minimum seconds between two plays of the same name, so bursts of calls stay pleasant. */
const THROTTLE = { land: 0.025, count: 0.035, click: 0.03, fall: 0.05, win: 0.04 };

/** Master gain at full volume; the compressor behind it catches stacked effects. */
const GAIN = 1.4;

/** Equal-tempered frequency `semi` semitones above `base` Hz. */
const note = (base, semi) => base * Math.pow(2, semi / 12);

/**
 * Creates the game's sound player. The AudioContext is made on unlock() (first
 * user gesture); before that, and wherever WebAudio is missing, play() does nothing.
 */
export function createSound() {
  let ac = null;
  let master = null;
  let comp = null;
  let noiseBuf = null;
  let volume = 0.7;
  let enabled = true;
  const last = {};

  /** Pushes the current volume/enabled state into the master gain. */
  function applyVolume() {
    if (!master) return;
    const v = enabled ? volume : 0;
    master.gain.setTargetAtTime(v * GAIN, ac.currentTime, 0.02);
  }

  /** One second of white noise, shared by every noisy effect. */
  function noise() {
    if (!noiseBuf) {
      noiseBuf = ac.createBuffer(1, ac.sampleRate, ac.sampleRate);
      const d = noiseBuf.getChannelData(0);
      for (let i = 0; i < d.length; i++) d[i] = Math.random() * 2 - 1;
    }
    return noiseBuf;
  }

  /** Output node for one effect, panned when a pan is given and supported. */
  function out(pan) {
    if (pan && ac.createStereoPanner) {
      const p = ac.createStereoPanner();
      p.pan.value = Math.max(-1, Math.min(1, pan));
      p.connect(master);
      return p;
    }
    return master;
  }

  /** Attack/decay envelope on a new gain node feeding `dest`. */
  function envelope(dest, t0, vol, attack, dur) {
    const g = ac.createGain();
    g.gain.setValueAtTime(0.0001, t0);
    g.gain.linearRampToValueAtTime(vol, t0 + attack);
    g.gain.exponentialRampToValueAtTime(0.0001, t0 + dur);
    g.connect(dest);
    return g;
  }

  /** Oscillator voice: frequency glide f -> f2, optional vibrato and lowpass. */
  /**
   * @param {AudioNode} dest
   * @param {{f: number, f2?: number, type?: OscillatorType, t0: number, dur: number, vol?: number, attack?: number, vibrato?: number, lowpass?: number}} voice
   */
  function tone(dest, { f, f2, type = "sine", t0, dur, vol = 0.3, attack = 0.005, vibrato = 0, lowpass = 0 }) {
    const o = ac.createOscillator();
    o.type = type;
    o.frequency.setValueAtTime(f, t0);
    if (f2) o.frequency.exponentialRampToValueAtTime(f2, t0 + dur);
    let node = envelope(dest, t0, vol, attack, dur);
    if (lowpass) {
      const lp = ac.createBiquadFilter();
      lp.type = "lowpass";
      lp.frequency.value = lowpass;
      lp.connect(node);
      node = lp;
    }
    if (vibrato) {
      const lfo = ac.createOscillator();
      const depth = ac.createGain();
      lfo.frequency.value = 5.5;
      depth.gain.value = f * vibrato;
      lfo.connect(depth);
      depth.connect(o.frequency);
      lfo.start(t0);
      lfo.stop(t0 + dur + 0.05);
    }
    o.connect(node);
    o.start(t0);
    o.stop(t0 + dur + 0.05);
  }

  /** Filtered noise burst: filter frequency glides f -> f2. */
  /**
   * @param {AudioNode} dest
   * @param {{t0: number, dur: number, vol?: number, type?: BiquadFilterType, f?: number, f2?: number, q?: number, attack?: number}} noise
   */
  function hiss(dest, { t0, dur, vol = 0.2, type = "bandpass", f = 1000, f2, q = 1, attack = 0.005 }) {
    const src = ac.createBufferSource();
    src.buffer = noise();
    src.loop = true;
    const flt = ac.createBiquadFilter();
    flt.type = type;
    flt.Q.value = q;
    flt.frequency.setValueAtTime(f, t0);
    if (f2) flt.frequency.exponentialRampToValueAtTime(f2, t0 + dur);
    src.connect(flt);
    flt.connect(envelope(dest, t0, vol, attack, dur));
    src.start(t0, Math.random() * 0.5);
    src.stop(t0 + dur + 0.05);
  }

  /** A bright bell-like note: sine plus a quiet inharmonic partial. */
  function chime(dest, f, t0, dur = 0.5, vol = 0.2) {
    tone(dest, { f, t0, dur, vol, attack: 0.003 });
    // the metallic partial only where it stays audible and below Nyquist
    if (f * 2.76 < 12000) tone(dest, { f: f * 2.76, t0, dur: dur * 0.5, vol: vol * 0.25, attack: 0.002 });
  }

  /** Quick random high twinkles, the "magic" garnish. */
  function sparkle(dest, t0, n = 6, base = 2093, vol = 0.07) {
    for (let i = 0; i < n; i++) {
      const f = note(base, [0, 4, 7, 9, 12, 16][Math.floor(Math.random() * 6)]);
      chime(dest, f, t0 + i * 0.045 + Math.random() * 0.02, 0.25, vol);
    }
  }

  /** The effect recipes, one per sound name. */
  const RECIPES = {
    click(d, t) {
      tone(d, { f: 1500, f2: 900, type: "triangle", t0: t, dur: 0.06, vol: 0.32 });
    },
    count(d, t) {
      tone(d, { f: 2600, type: "sine", t0: t, dur: 0.035, vol: 0.09 });
    },
    land(d, t, o) {
      const k = 1 + ((o.col || 0) % 5) * 0.04;
      tone(d, { f: 170 * k, f2: 55, t0: t, dur: 0.16, vol: 0.42 });
      hiss(d, { t0: t, dur: 0.05, vol: 0.1, type: "lowpass", f: 1400 });
    },
    fall(d, t) {
      hiss(d, { t0: t, dur: 0.32, vol: 0.3, f: 2400, f2: 350, q: 1.5, attack: 0.03 });
      tone(d, { f: 700, f2: 240, type: "triangle", t0: t, dur: 0.26, vol: 0.05 });
    },
    small_win(d, t) {
      // a win at or below the stake: one soft chime, no jingle
      chime(d, note(783.99, 0), t, 0.45, 0.08);
    },
    win(d, t, o) {
      const up = Math.min(o.step || 0, 10) * 2;
      [0, 4, 7, 12].forEach((s, i) => {
        const f = note(523.25, s + up);
        tone(d, { f, type: "triangle", t0: t + i * 0.06, dur: 0.38, vol: 0.16 });
        tone(d, { f: f * 2, t0: t + i * 0.06, dur: 0.25, vol: 0.05 });
      });
      sparkle(d, t + 0.22, 3, note(2093, up), 0.05);
    },
    moon(d, t) {
      [0, 5, 9, 12, 17].forEach((s, i) => chime(d, note(1046.5, s) * (1 + (Math.random() - 0.5) * 0.004), t + i * 0.05, 0.7, 0.1));
      hiss(d, { t0: t, dur: 0.6, vol: 0.05, f: 5000, f2: 9000, q: 3, attack: 0.1 });
      tone(d, { f: 261.6, t0: t, dur: 0.8, vol: 0.1, attack: 0.08, vibrato: 0.006 });
    },
    meter(d, t, o) {
      const v = Math.max(1, Math.min(3, o.value || 1));
      const f = note(659.25, [0, 4, 7][v - 1]);
      tone(d, { f: f * 0.98, f2: f, type: "triangle", t0: t, dur: 0.42, vol: 0.2 });
      tone(d, { f: f * 1.5, t0: t + 0.05, dur: 0.35, vol: 0.08 });
      sparkle(d, t + 0.08, 2 + v, 2093, 0.05);
    },
    multiplier(d, t, o) {
      const f = note(440, Math.min(o.value || 2, 20));
      tone(d, { f, type: "square", t0: t, dur: 0.12, vol: 0.08, lowpass: 2400 });
      tone(d, { f: f * 1.5, type: "square", t0: t + 0.09, dur: 0.22, vol: 0.08, lowpass: 2400 });
      chime(d, f * 3, t + 0.09, 0.3, 0.05);
    },
    power_love(d, t) {
      // two soft heartbeats, then a warm shimmering major-seventh chord
      tone(d, { f: 90, f2: 50, t0: t, dur: 0.14, vol: 0.45 });
      tone(d, { f: 80, f2: 45, t0: t + 0.18, dur: 0.16, vol: 0.35 });
      [261.63, 329.63, 392.0, 493.88].forEach((f, i) =>
        tone(d, { f, type: "sine", t0: t + 0.3 + i * 0.05, dur: 1.3, vol: 0.09, attack: 0.18, vibrato: 0.008 }),
      );
      sparkle(d, t + 0.45, 6, 1568, 0.05);
    },
    power_star(d, t) {
      // rising pentatonic glissando ending on a bright twinkle
      const steps = [0, 2, 4, 7, 9, 12, 14, 16, 19, 21, 24];
      steps.forEach((s, i) => tone(d, { f: note(784, s), type: "triangle", t0: t + i * 0.04, dur: 0.22, vol: 0.1 }));
      chime(d, note(784, 28), t + steps.length * 0.04, 0.8, 0.12);
      sparkle(d, t + 0.5, 6, 2637, 0.06);
    },
    power_storm(d, t) {
      // crack, zap, then a long rolling thunder
      hiss(d, { t0: t, dur: 0.14, vol: 0.35, type: "highpass", f: 2500 });
      tone(d, { f: 1400, f2: 70, type: "sawtooth", t0: t, dur: 0.35, vol: 0.1, lowpass: 3000 });
      hiss(d, { t0: t + 0.05, dur: 1.5, vol: 0.5, type: "lowpass", f: 500, f2: 120, attack: 0.06 });
      tone(d, { f: 55, f2: 35, t0: t + 0.05, dur: 1.2, vol: 0.25, attack: 0.05 });
    },
    free_spins(d, t) {
      // royal fanfare: three pickups and a held chord
      [0, 0.12, 0.24].forEach((dt) => tone(d, { f: 392, type: "square", t0: t + dt, dur: 0.1, vol: 0.1, lowpass: 2800 }));
      [523.25, 659.25, 783.99, 1046.5].forEach((f) => {
        tone(d, { f, type: "square", t0: t + 0.36, dur: 1.1, vol: 0.06, lowpass: 2600, vibrato: 0.004 });
        tone(d, { f, type: "triangle", t0: t + 0.36, dur: 1.2, vol: 0.06 });
      });
      sparkle(d, t + 0.4, 10, 2093, 0.05);
    },
    big_win(d, t) {
      // rolling arpeggios climbing for ~1.6 s, then a big shining chord
      const arp = [0, 4, 7, 12];
      for (let i = 0; i < 16; i++) {
        const f = note(261.63, arp[i % 4] + 5 * Math.floor(i / 4));
        tone(d, { f, type: "triangle", t0: t + i * 0.09, dur: 0.3, vol: 0.11 });
      }
      const tc = t + 16 * 0.09;
      [523.25, 659.25, 783.99, 1046.5, 1318.5].forEach((f) => {
        tone(d, { f, type: "square", t0: tc, dur: 1.6, vol: 0.05, lowpass: 3000, vibrato: 0.005 });
        tone(d, { f, type: "triangle", t0: tc, dur: 1.8, vol: 0.06 });
      });
      tone(d, { f: 130.8, t0: tc, dur: 1.6, vol: 0.2 });
      sparkle(d, tc, 14, 2093, 0.06);
    },
    max_win(d, t) {
      // the top of the game, its own: a harp sweeps up two octaves, the timpani roll in, a brass
      // fanfare calls three times and holds a great C major chord under bells and a cymbal swell
      [0, 2, 4, 7, 9, 12, 14, 16, 19, 21, 24, 26, 28, 31, 33, 36].forEach((s, i) =>
        tone(d, { f: note(261.63, s), type: "triangle", t0: t + i * 0.035, dur: 0.5, vol: 0.07 }),
      );
      const roll = t + 0.55;
      for (let i = 0; i < 10; i++) {
        const k = i / 9;
        tone(d, { f: 73.4, f2: 61, t0: roll + i * 0.06, dur: 0.22, vol: 0.12 + 0.2 * k });
        hiss(d, { t0: roll + i * 0.06, dur: 0.08, vol: 0.05 + 0.08 * k, type: "lowpass", f: 700 });
      }
      const call = roll + 0.65;
      [
        [392, 0, 0.14],
        [392, 0.16, 0.14],
        [523.25, 0.32, 0.5],
      ].forEach(([f, dt, dur]) => {
        tone(d, { f, type: "sawtooth", t0: call + dt, dur, vol: 0.07, lowpass: 2200, attack: 0.02 });
        tone(d, { f: f / 2, type: "square", t0: call + dt, dur, vol: 0.04, lowpass: 1200, attack: 0.02 });
      });
      const hold = call + 0.85;
      [130.81, 261.63, 329.63, 392.0, 523.25, 659.25].forEach((f, i) => {
        tone(d, { f, type: "sawtooth", t0: hold, dur: 2.4, vol: i ? 0.045 : 0.09, lowpass: 2600, attack: 0.06, vibrato: 0.005 });
        tone(d, { f, type: "triangle", t0: hold, dur: 2.6, vol: 0.05, attack: 0.04 });
      });
      tone(d, { f: 65.4, f2: 55, t0: hold, dur: 1.6, vol: 0.35, attack: 0.01 });
      hiss(d, { t0: hold - 0.5, dur: 2.6, vol: 0.12, type: "highpass", f: 5000, f2: 9000, attack: 0.55 });
      [2093, 1568, 1318.5, 1046.5, 1318.5, 1568, 2093, 2637].forEach((f, i) => chime(d, f, hold + 0.15 + i * 0.12, 0.9, 0.07));
      sparkle(d, hold + 1.2, 14, 2093, 0.05);
    },
    clear(d, t) {
      // whoosh up, then a bright resolving chord
      hiss(d, { t0: t, dur: 0.6, vol: 0.18, f: 300, f2: 7000, q: 1.5, attack: 0.25 });
      tone(d, { f: 200, f2: 1600, type: "triangle", t0: t, dur: 0.6, vol: 0.08, attack: 0.2 });
      [783.99, 987.77, 1174.66, 1567.98].forEach((f, i) => chime(d, f, t + 0.55 + i * 0.03, 1.2, 0.1));
      sparkle(d, t + 0.6, 10, 2637, 0.05);
    },
  };

  return {
    /** Every effect name play() knows. */
    names: Object.freeze(Object.keys(RECIPES)),
    /** Plays a named effect; opts: {step, value, col, pan, volume}. Never throws. */
    play(name, opts = {}) {
      try {
        if (!ac || !enabled || ac.state === "closed") return;
        const recipe = RECIPES[name];
        if (!recipe) return;
        const now = ac.currentTime;
        if (THROTTLE[name] && last[name] != null && now - last[name] < THROTTLE[name]) return;
        last[name] = now;
        let dest = out(opts.pan);
        if (opts.volume != null) {
          const g = ac.createGain();
          g.gain.value = Math.max(0, Math.min(1, opts.volume));
          g.connect(dest);
          dest = g;
        }
        recipe(dest, now + 0.01, opts);
      } catch (e) {
        // sound is garnish: a failing effect must never break the game
      }
    },
    /** Sets the master volume, 0..1. */
    setVolume(v) {
      volume = Math.max(0, Math.min(1, Number(v) || 0));
      try {
        applyVolume();
      } catch (e) {
        /* ignore */
      }
    },
    /** Turns all sound on or off. */
    setEnabled(on) {
      enabled = !!on;
      try {
        applyVolume();
      } catch (e) {
        /* ignore */
      }
    },
    /** The AudioContext once a gesture made it (null before): the music plays in it. */
    context() {
      return ac;
    },
    /** Where other voices (the music) join the effects: after their volume, before the limiter. */
    output() {
      return comp;
    },
    /** Creates or resumes the AudioContext; call from a user gesture. */
    unlock() {
      try {
        if (!ac) {
          const AC = globalThis.AudioContext || globalThis.webkitAudioContext;
          if (!AC) return;
          ac = new AC();
          comp = ac.createDynamicsCompressor();
          comp.threshold.value = -14;
          comp.ratio.value = 6;
          comp.connect(ac.destination);
          master = ac.createGain();
          master.gain.value = enabled ? volume * GAIN : 0;
          master.connect(comp);
          // iOS only starts output after a buffer is played inside the gesture
          const src = ac.createBufferSource();
          src.buffer = ac.createBuffer(1, 1, 22050);
          src.connect(ac.destination);
          src.start(0);
        }
        if (ac.state === "suspended" && ac.resume) ac.resume().catch(() => {});
      } catch (e) {
        ac = null;
        master = null;
        comp = null;
      }
    },
  };
}
