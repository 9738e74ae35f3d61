// The panels' pictures (the paytable's symbols, the help's sections): canvases the game's own art
// paints into, at twice their size in the page, one a task after the panel is written, so that
// writing a panel is no long task. Imported with the panels that use it, after Spin works.

/**
 * A canvas of `w` x `h` pixels for a picture; `label`: its accessible name (a picture that says
 * something of its own: role img), or none (a picture beside words that say it all: hidden).
 */
export function pictureCanvas(doc, w, h, label = null) {
  const canvas = doc.createElement("canvas");
  canvas.width = w;
  canvas.height = h;
  if (label === null) canvas.setAttribute("aria-hidden", "true");
  else {
    canvas.setAttribute("role", "img");
    canvas.setAttribute("aria-label", label);
  }
  return canvas;
}

/** Paint each of `jobs` ([canvas, paint(ctx, w, h)]) on its cleared canvas, in order, each in a task of its own. */
export function paintInTurn(jobs) {
  const next = () => {
    const job = jobs.shift();
    if (!job) return;
    const [canvas, paint] = job;
    const ctx = canvas.getContext("2d");
    ctx.clearRect(0, 0, canvas.width, canvas.height);
    paint(ctx, canvas.width, canvas.height);
    setTimeout(next, 0);
  };
  setTimeout(next, 0);
}
