// The game's look in one place: symbol colours, princess names and looks, fonts, and the screen's
// own colours (the grid's panel, banners, labels, badges). Every module that draws or names a
// symbol or a princess reads them from here; no painter has a colour table of its own.

/** The body text font and the display (titles) font of the canvas (faces.js loads the game's own), the system's where one is missing; the display face has no figures, so Nunito draws them. */
export const FONT = '"Nunito", "Trebuchet MS", "Segoe UI", "Helvetica Neue", Arial, "Liberation Sans", sans-serif';
export const DISPLAY_FONT = '"Cinzel", "Nunito", Georgia, "Times New Roman", "DejaVu Serif", serif';
/** No word is drawn smaller than this many CSS px (the page's own floor for text on a phone). */
export const MIN_TEXT_PX = 11;

/** CSS colour of each symbol, for accents (win lines, labels, particles, the meter). */
export const SYMBOL_COLOURS = Object.freeze({
  moon: "#ffe27a",
  love: "#ff5fa8",
  star: "#ffc531",
  storm: "#38c6ff",
  heart: "#ff3350",
  bell: "#ffa62b",
  gem: "#26e08f",
  potion: "#b463ff",
});

/** A symbol's accent colour (white for one the art does not know). */
export function symbolColour(id) {
  return SYMBOL_COLOURS[id] || SCREEN_COLOURS.white;
}

/** The screen's own accents: win lines and labels, sparks, outlines. */
export const SCREEN_COLOURS = Object.freeze({
  white: "#ffffff",
  quietLine: "#e8e4f4", // a win the operator does not celebrate: its line
  quietLabel: "#f4f0ff", // and its label
  totalLabel: "#ffe59a", // an evaluation's total, when its wins are too many to label each
  clearSpark: "#ffe9a8", // a grid clear's sparks
  labelPill: "rgba(14, 6, 36, 0.9)", // a win label's pill: light words on it read over any symbol
  labelText: "#fff8ea",
  ring: "#ffe7a3", // the gold of the grid's rim and the multiplier's ring
  numberOutline: "rgba(60, 10, 60, 0.8)",
  sky: "#160a44", // the night sky's own colour, where its picture has not arrived yet
  ground: "#0a0322", // the town's ground under the skyline (art/scene/scene.svg's city at its foot), down behind the bottom bar
});

/** The grid's panel in each phase: its fill's top, its glow, the middle of its rim; the fill's foot and the cells' shades. */
// The board is opaque (the colours it had as glass over the sky): the skyline's lit windows showed
// through a cell a win had emptied.
export const GRID_PANEL = Object.freeze({
  base: Object.freeze({ fill: "rgb(27, 18, 79)", glow: "rgba(140, 120, 255, 0.45)", rim: "#a58bff" }),
  free: Object.freeze({ fill: "rgb(64, 19, 92)", glow: "rgba(255, 120, 220, 0.55)", rim: "#ff7ad0" }),
  trinity: Object.freeze({ fill: "rgb(56, 27, 100)", glow: "rgba(200, 140, 255, 0.6)", rim: "#d9a8ff" }),
  foot: "rgb(12, 7, 36)",
  cells: Object.freeze(["rgba(255,255,255,0.06)", "rgba(255,255,255,0.035)"]),
});

/** A banner's title gradient, light to deep, by tone (a princess's own, gold, the trinity's...). */
export const BANNER_TONES = Object.freeze({
  gold: ["#ffe59a", "#ff9d3c"],
  trinity: ["#ffd1f0", "#9a7bff"],
  small: ["#e9e4ff", "#a99cff"],
  love: ["#ffd0ea", "#ff5fa8"],
  star: ["#fff3b0", "#ffb400"],
  storm: ["#d0f4ff", "#38a6ff"],
  plain: ["#ffffff", "#d8d2ee"],
});

/** A banner's band, and the plain plate of a win at or below the stake. */
export const BANNER_COLOURS = Object.freeze({
  band: "rgb(30, 10, 70)", // over the cells: opaque, no symbol's line shows through it
  solid: "#1e0a46", // the banner band's plate: nothing beneath shows through
  bandEdge: "rgba(20, 6, 50, 0)",
  titleOutline: "rgba(40, 8, 60, 0.9)",
  subtitle: "#ffffff",
  plate: "rgb(16, 10, 40)", // a plain win's plate: opaque too
  plateEdge: "rgba(220, 214, 245, 0.55)",
  plateText: "#f4f0ff",
});

/** The free-spins box: lit while the feature runs, a quiet reminder of how the game pays otherwise; opaque (the castle stands behind it). */
/** @type {Readonly<Record<"live" | "rest", Readonly<{fill: string, edge: string, line: string, label?: string, count?: string, accent?: string}>>>} */
export const FREE_SPINS_BOX = Object.freeze({
  live: Object.freeze({ fill: "#6c1c6e", edge: "#ff9be0", label: "#ffe3f5", count: "#ffffff", line: "rgba(255,255,255,0.85)" }),
  rest: Object.freeze({ fill: "#251456", edge: "rgba(200, 190, 255, 0.35)", line: "rgba(235, 230, 255, 0.85)", accent: "#ffd66b" }),
});

/** Each princess's name as the player reads it. */
export const PRINCESS_NAMES = Object.freeze({ love: "Love", star: "Star", storm: "Storm" });

/** The princesses the art can draw, in the rules' order (the engine's config names those in play). */
export const PRINCESS_IDS = Object.freeze(Object.keys(PRINCESS_NAMES));

/** Tile and accent palette of each symbol. */
export const PALETTE = {
  moon: { top: "#3a4bb0", bottom: "#0c1040", rim: "#ffd866", rimDark: "#a86d10", glow: "#fff0a0", spark: "#fff6c8" },
  love: { top: "#7a2458", bottom: "#2c0a22", rim: "#ffe3f1", rimDark: "#7a1048", glow: "#ff6fb5", spark: "#ffd0ea" },
  star: { top: "#7a5418", bottom: "#2e1a06", rim: "#fff6d0", rimDark: "#8a4a00", glow: "#ffd23a", spark: "#fff3b0" },
  storm: { top: "#1c5290", bottom: "#08183c", rim: "#e0f8ff", rimDark: "#0c2a66", glow: "#3cc8ff", spark: "#c8f4ff" },
  heart: { top: "#6c1838", bottom: "#2a0618", rim: "#ff8597", rimDark: "#5a0a20", glow: "#ff3350", spark: "#ffc0c8" },
  bell: { top: "#6a4414", bottom: "#2a1606", rim: "#ffd37a", rimDark: "#6a3c00", glow: "#ffb02e", spark: "#fff0b0" },
  gem: { top: "#13604a", bottom: "#05261c", rim: "#7dffc8", rimDark: "#04402a", glow: "#26e08f", spark: "#c8ffe6" },
  potion: { top: "#4e1c80", bottom: "#1a0834", rim: "#d7a6ff", rimDark: "#3a1070", glow: "#b463ff", spark: "#ecd4ff" },
};

/**
 * Each princess's colours where the page paints round her (her frame, card, nameplate and emblem): her
 * drawing is art/princesses/*.svg. `bg`, her window's backdrop (its light behind her head, its middle,
 * its edge), is a step deeper than her hair: a light one put pink hair on pink, gold on gold, ice on ice.
 */
export const PRINCESS_LOOKS = {
  love: {
    dress: ["#ff7ab8", "#c2185b"],
    emblem: ["#ff9fc6", "#ff2e7e", "#8a0a3c"],
    line: "#5c0a32",
    bg: ["#d2538f", "#7a1650", "#2c0622"],
  },
  star: {
    dress: ["#ffd24a", "#e07a00"],
    emblem: ["#fffbe0", "#ffcf1f", "#a85a00"],
    line: "#5a2e00",
    bg: ["#d98a2a", "#8a400a", "#321402"],
  },
  storm: {
    dress: ["#45b8ff", "#123c9c"],
    emblem: ["#fffbd0", "#ffe22a", "#b07800"],
    line: "#06224e",
    bg: ["#3c8ce6", "#15489e", "#061640"],
    // her cut-in's band (edge, middle, deep), deeper than her light: her ice-blue hair and pale skin
    // vanished on a band as light as they are (the others' bands are their palette's spark, glow and dress)
    band: ["#2f7fe0", "#1a4fb8", "#0a1a56"],
  },
};
