// The free area over the grid, between the header and the HUD (and the controls, where they sit
// under the grid): the free-spins choice covers it only, so the menu (help, paytable, close) and the
// balance stay in reach and in sight; messages show at its top. Its edges are the CSS variables
// --stage-top and --stage-bottom, in whole pixels, rounded away from the header and the HUD (a
// wrapped header can end between two). Where the layout puts the grid's frame and the page's note
// (screen/layout.js's zones, as the renderer lays them out) are --grid-x, --grid-y, --grid-size and
// --notice-x, --notice-y, --notice-w: the choice sits on the grid's frame, a note off its cells
// (data-notice="narrow" on the root where that place is too narrow for a row of words and a button).

import { computeLayout } from "../screen/layout.js";

// The note's place narrower than this stacks its close button under its words (css/style.css).
const NARROW_NOTICE_PX = 220;

/** Keep --stage-top and --stage-bottom measured as the page's parts move; returns the measure, to call at once too. */
export function sizeStage(doc, win) {
  const header = doc.getElementById("top");
  const stage = doc.getElementById("stage");
  const dock = [doc.getElementById("hud"), doc.getElementById("controls")];
  const root = doc.documentElement;
  // Only a value that changed is written: each write to the root restyles the whole page.
  const written = new Map();
  const write = (name, value) => {
    if (written.get(name) === value) return;
    written.set(name, value);
    root.style.setProperty(name, value);
  };
  function measureStage() {
    const top = header.getBoundingClientRect().bottom;
    const below = stage.getBoundingClientRect().bottom;
    const tops = dock.map((el) => el.getBoundingClientRect().top).filter((y) => y >= below - 1);
    const bottom = tops.length ? Math.min(...tops) : below;
    write("--stage-top", `${Math.ceil(top)}px`);
    write("--stage-bottom", `${Math.ceil(win.innerHeight - bottom)}px`);
    const r = stage.getBoundingClientRect();
    const { grid, notice } = computeLayout(r.left, r.top, r.width, r.height, 0);
    const px = (value) => `${Math.round(value)}px`;
    const zones = { "--grid-x": grid.x, "--grid-y": grid.y, "--grid-size": grid.size, "--notice-x": notice.x, "--notice-y": notice.y, "--notice-w": notice.w };
    for (const [name, value] of Object.entries(zones)) write(name, px(value));
    // A place too narrow for the words and the close button side by side (a small phone on its side).
    const narrow = notice.w < NARROW_NOTICE_PX ? "narrow" : "wide";
    if (root.dataset.notice !== narrow) root.dataset.notice = narrow;
  }
  if ("ResizeObserver" in win) {
    const observer = new ResizeObserver(measureStage);
    for (const el of [header, stage, ...dock]) observer.observe(el);
  }
  win.addEventListener("resize", measureStage);
  measureStage();
  return measureStage;
}
