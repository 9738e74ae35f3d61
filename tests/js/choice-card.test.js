// The free-spins choice card's words by its number (art/choice-card.js spinsLayout): the long words
// ("FREISPIELE") wherever they fit at 11 px or more, beside the number or under it; the short ones
// ("SPIELE") only where the long ones fit nowhere.
import assert from "node:assert/strict";
import { test } from "node:test";

import { spinsLayout } from "../../web/js/art/choice-card.js";
import de from "../../web/js/lang/de.js";
import en from "../../web/js/lang/en.js";
import es from "../../web/js/lang/es.js";
import fr from "../../web/js/lang/fr.js";
import ptBR from "../../web/js/lang/pt-BR.js";
import sv from "../../web/js/lang/sv.js";

/** A context whose every character is half its font's size wide (the size read from "900 24px Nunito"). */
function fakeContext() {
  return {
    font: "10px x",
    measureText(text) {
      return { width: text.length * 0.5 * parseFloat(/([\d.]+)px/.exec(this.font)[1]) };
    },
  };
}
const SHY = "\u00ad";
const words = (lang) => [lang.choiceCardSpins.other, lang.choiceCardSpinsShort.other];
const layout = (lang, w, h) => spinsLayout(fakeContext(), words(lang), w, h, h * 0.6, 11);

test("German: FREISPIELE beside the number on a roomy card, under it where only there it fits, SPIELE only on the smallest", () => {
  // a desktop's card: the whole word beside the number
  assert.deepEqual(pick(layout(de, 300, 460)), { lines: ["FREISPIELE"], align: "left", fits: true, px: 24 });
  // a card where the word fits only across it, under the number (the short word beside it fit too, and was taken first)
  assert.deepEqual(pick(layout(de, 70, 90)), { lines: ["FREISPIELE"], align: "center", fits: true, px: 11 });
  // too small for FREISPIELE at 11 px anywhere: SPIELE, under the number
  assert.deepEqual(pick(layout(de, 50, 80)), { lines: ["SPIELE"], align: "center", fits: true, px: 11 });
});

test("in every language a card with the room shows the long words, and none shows words under 11 px", () => {
  for (const [name, lang] of Object.entries({ de, en, es, fr, ptBR, sv })) {
    const [long, short] = words(lang);
    const roomy = layout(lang, 300, 460);
    assert.equal(roomy.lines.join(" ").replaceAll("- ", "").replaceAll(SHY, ""), long.replaceAll(SHY, ""), name);
    for (const [w, h] of [
      [300, 460],
      [150, 230],
      [100, 150],
      [70, 90],
      [50, 80],
    ]) {
      const fit = layout(lang, w, h);
      assert.ok(fit.fits && fit.px >= 11, `${name} ${w}x${h}: ${JSON.stringify(fit)}`);
      // the short words only where the long ones fit nowhere: across the card at 11 px they would not
      const across = long.replaceAll(SHY, "").length * 0.5 * 11 <= w * 0.88;
      if (fit.lines.join(" ") === short) assert.ok(!across, `${name} ${w}x${h}: ${short} where ${long} fits`);
    }
  }
});

function pick({ lines, align, fits, px }) {
  return { lines, align, fits, px };
}
