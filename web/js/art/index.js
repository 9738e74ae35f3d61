// The game's art: night sky, symbols, princess portraits, the Princess Trinity meter, the
// free-spins cards, the grid's board, the badges, banners and labels, the effects' sparks, bolts
// and coins, and the big-win and idle-grid paintings. Canvas 2D; the princesses and the scene's
// layers are drawn from the build's pictures of art/*.svg (princess.js, docs/art.md), the rest is
// painted here. Everything animates from `t` (seconds). One module a part; the look is theme.js's.

export { castleBox, drawBackground, MOON_R, MOON_SCENE } from "./background.js";
export { drawSymbol, setSymbolWords } from "./symbols.js";
export { drawFigureAlone, drawNamePlate, drawPrincess, drawPrincessGlow, namePlateBox, portraitScale } from "./portrait.js";
export {
  artReady,
  artSizes,
  drawPrincessArt,
  drawPrincessIn,
  drawSceneLayer,
  drawingInfo,
  idlePose,
  laterSizes,
  loadArt,
  pickAtlas,
  POSES,
} from "./princess.js";
export { drawMeter, meterGlow } from "./meter.js";
export { drawChoiceCard } from "./choice-card.js";
export { bigWinWords, drawBigWin, drawCoin, drawWinScreen } from "./bigwin.js";
export { drawIdle, gridIsIdle } from "./idle.js";
export { paintGridPanel, drawWinLine } from "./board.js";
export { medalWord, paintMultiplier, drawFreeSpinsBox, drawTag } from "./badges.js";
export { drawBanner, drawLabel, labelSize } from "./banner.js";
export { drawCutIn, drawLead, drawStopFlash, figureScale, leadPlan } from "./heroine.js";
export { drawFeatureStart } from "./feature-start.js";
export { drawSparks, drawCoins, drawBolt } from "./sparks.js";
export { inCacheSlice, paintCachesInSlices } from "./canvas.js";
