// Game Help: the rules in the game's own words, every figure from the engine's config.

import { formatMoney } from "../money.js";
import { fillDefinitions } from "./dialogs.js";

function section(doc, title, paragraphs) {
  const s = doc.createElement("section");
  const h = doc.createElement("h3");
  h.textContent = title;
  s.append(h);
  for (const text of paragraphs) {
    const p = doc.createElement("p");
    p.textContent = text;
    s.append(p);
  }
  return s;
}

const BUTTONS = [
  ["Spin / Stop / Spacebar", "Starts a game round. While a round plays, Stop (or the spacebar) shows its end at once; the outcome never changes."],
  ["Paytable", "Opens the paytable."],
  ["Auto Play", "Plays a number of rounds by itself, with optional stops; press it again to stop."],
  ["Select Bet", "Opens the list of bets to pick one directly."],
  ["Bet − / Bet +", "Lowers or raises the bet one step."],
  ["Settings", "Opens the settings: sound volume, fast play, reduced motion, play-money reset."],
  ["Close", "Closes the game; your game is saved."],
  ["Game History", "Opens the last rounds; replay one or verify it with the engine."],
  ["Game Help", "Opens this page."],
  ["Fast Play", "Turns fast play on or off: shorter animations, every step still shown."],
  ["Sound", "Turns sound on or off."],
];

/** Fill `body` with the help text for `config` under `profile`. */
export function renderHelp(doc, body, config, profile) {
  const fs = config.free_spins;
  const days = config.void_after_days;
  const maxWin = config.max_win_x.toLocaleString("en-US");
  const levels = config.bet_levels;
  body.textContent = "";
  body.append(
    section(doc, "How to play", [
      "Midnight Princess is played on a 5x5 grid. Wins are 3 or more of the same symbol in a row, horizontally or vertically, without gaps; every row and column counts, wins can start anywhere, and a symbol can be part of several wins. Only the highest win is paid per winning combination, and all wins of a round are added together.",
      "Winning symbols are removed and the symbols above drop down, possibly making new wins. A moon appears in the middle cell of every winning combination of 3. The drop multiplier rises by 1 at every drop.",
      `Bets run from ${formatMoney(levels[0])} to ${formatMoney(levels[levels.length - 1])}. Choose one with Bet − and Bet +, or directly with Select Bet. The bet cannot be changed while a round is open. All wins are paid at the end of the round.`,
    ]),
    section(doc, "Moon, the wild", [
      "The moon substitutes for every other symbol. When moons are the only symbols left on the grid they are removed, which can clear the grid.",
    ]),
    section(doc, "Girl Power", [
      "On a round with no win, the active princess shown on the right may perform her Girl Power. Love: one set of symbols is transformed into another symbol. Star: one or two wild moons are added. Storm: two sets of symbols are destroyed. After a Girl Power in the base game, another princess becomes active.",
    ]),
    section(doc, "Princess Trinity", [
      "The meter fills only with princess wins (moons can help): 3 of a kind fill 1 section, 4 fill 2, 5 fill all 3. When the meter is full and there are no more wins, one free round is played: the multiplier starts again at x1 and Love, Star and Storm take turns, in that order, to perform their powers whenever a drop ends without a win. Then the princess from before comes back.",
    ]),
    section(doc, "Free Spins", [
      `Clearing the whole grid awards free spins. Choose a princess: Love gives ${fs.love.spins} free spins, Star ${fs.star.spins} and Storm ${fs.storm.spins}. Her Girl Power is then used on every free spin without a win. The multiplier is not reset between free spins and grows up to x${config.max_multiplier}.`,
      `Filling the meter during free spins adds spins: Love +${fs.love.extend}, Star +${fs.star.extend}, Storm +${fs.storm.extend}, up to ${config.max_free_spins} free spins in all. Princess Trinity is not played during free spins. Clearing the grid during free spins pays an instant prize of ${config.clear_prize_x}x your bet. Free spins use the bet of the round that triggered them.`,
      "The three choices give the same return on average; they differ only in how wins are spread.",
    ]),
    section(doc, "Return to player and maximum win", [
      `The average RTP is ${config.rtp}%. RTP is achieved through participation.`,
      `A game round, with every feature it triggers, never wins more than ${maxWin}x the total bet. When a round reaches it, the win is set to ${maxWin}x and the round ends at once.`,
    ]),
    section(doc, "Unfinished games", [
      "If your game round is disrupted, all game information and placed bets are stored until you re-open the game, and you continue from the point of interruption.",
      `A round left waiting for the free-spins choice for more than ${days} days (${days * 24} hours after it started) becomes void: the bet is returned and the round pays nothing.`,
      "Malfunction voids all pays and plays: if the game fails unexpectedly, the round is void, the bet is returned and you are told.",
    ]),
  );
  const buttons = section(doc, "Buttons", []);
  const list = doc.createElement("dl");
  list.className = "feature-list";
  fillDefinitions(doc, list, BUTTONS);
  buttons.append(list);
  const note = doc.createElement("p");
  note.textContent = `Any disabled or inactive button indicates that the option is not available in the jurisdiction and/or to the operator.${profile.id === "default" ? "" : ` This game follows ${profile.name} rules: ${[!profile.autoplay && "no Auto Play", !profile.fastPlay && "no fast play", !profile.stop && "no Stop", profile.minRoundMs && `every round lasts at least ${profile.minRoundMs / 1000} seconds`].filter(Boolean).join(", ")}.`}`;
  buttons.append(note);
  const keys = doc.createElement("p");
  keys.textContent =
    "Keyboard: Tab moves between buttons; Space or Enter spins (and stops); arrow keys change the bet; 1, 2 and 3 pick a princess; M sound; T fast play; Escape closes a panel.";
  buttons.append(keys);
  body.append(buttons);
}
