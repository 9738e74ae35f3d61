"""The top of the game sounds like it: the max win has a sound of its own, composed in code as the
others are (audio/sound.js), longer and grander than a big win's, and it is the one a max win
plays. (A big win's coins raining over the whole screen: tests/js/effects.test.js.)"""

from __future__ import annotations

from midnight_princess_testkit import ask, seed

ALL_MOONS = [["moon"] * 5 for _ in range(5)]  # a grid clear in the spin; in free spins, the road to the cap
# Each sound rendered offline (an OfflineAudioContext in place of the page's AudioContext): its
# loudness (RMS) in windows of 100 ms.
RENDER = """async (names) => {
  const { createSound } = await import(new URL("js/audio/sound.js", document.baseURI).href);
  const rate = 22050;
  const out = {};
  for (const name of names) {
    const offline = new OfflineAudioContext(1, rate * 7, rate);
    const own = window.AudioContext;
    window.AudioContext = function () { return offline; };
    try {
      const sound = createSound();
      sound.unlock();
      sound.play(name);
    } finally {
      window.AudioContext = own;
    }
    const data = (await offline.startRendering()).getChannelData(0);
    const step = rate / 10;
    out[name] = [];
    for (let i = 0; i < data.length; i += step) {
      let sum = 0;
      for (let j = i; j < i + step; j++) sum += data[j] * data[j];
      out[name].push(Math.sqrt(sum / step));
    }
  }
  return out;
}"""
AUDIBLE = 0.003  # RMS: about -50 dB


def heard_for(windows: list[float]) -> float:
    """Seconds from the sound's start to the end of its last audible 100 ms."""
    last = max((i for i, rms in enumerate(windows) if rms > AUDIBLE), default=-1)
    return (last + 1) / 10


def test_the_max_win_has_a_sound_of_its_own_and_plays_it(game):
    rendered = game.page.evaluate(RENDER, ["max_win", "big_win"])
    max_win, big_win = rendered["max_win"], rendered["big_win"]
    assert "max_win" in game.ui("soundNames")
    assert heard_for(max_win) >= 4.0, heard_for(max_win)
    assert heard_for(max_win) >= heard_for(big_win) + 1.0, (heard_for(max_win), heard_for(big_win))
    assert max(max_win) > 0.05  # a fanfare, not a whisper
    # what it plays in a round: a feature of all-moon landings reaches the cap
    state = game.state()
    spun = ask(op="spin", state=state, bet=100, seed=seed("celebrate-max-spin"), now=1, force={"grids": [ALL_MOONS]})
    chosen = ask(op="choose", state=spun["state"], princess="storm", seed=seed("celebrate-max-choose"), now=1, force={"grids": [ALL_MOONS] * 8})
    assert "cap" in [s["t"] for s in chosen["steps"]]
    game.queue_seeds([seed("celebrate-max-spin"), seed("celebrate-max-choose")])
    game.force([ALL_MOONS])
    assert game.spin() == "choice"
    before = len(game.ui("sounds"))
    game.force([ALL_MOONS] * 8)
    assert game.choose("storm") == "ready"
    played = game.ui("sounds")[before:]
    assert played.count("max_win") == 1 and "big_win" not in played, played
    assert game.state() == chosen["state"]
