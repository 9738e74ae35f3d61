// The game's own type: the faces it ships (web/fonts/, cut down by scripts/subset_fonts.py; css/style.css
// declares them for the page) and their loading, so that no canvas draws a word before they are
// here. A face that does not come in time (or at all) leaves the text in the system's fonts
// (theme.js's FONT and DISPLAY_FONT name them after the game's).

/** Each face: its family, its file from the site's root, its weight (a range: a variable face). */
export const FACES = Object.freeze([
  Object.freeze({ family: "Cinzel", file: "fonts/cinzel-bold.woff2", weight: "700" }),
  Object.freeze({ family: "Nunito", file: "fonts/nunito.woff2", weight: "200 1000" }),
]);

/** How long the first paint waits for the faces before it draws in the system's fonts. */
export const FACE_WAIT_MS = 3000;

/**
 * Resolves once every face is loaded, has failed, or FACE_WAIT_MS have passed; never rejects.
 * On a page the style sheet declares them (`fonts` is document.fonts); in a worker they are added
 * to its own `fonts`, their files fetched from `base` (the site's root URL).
 */
export function loadFaces(fonts, base = null, wait = FACE_WAIT_MS) {
  if (!fonts || typeof fonts.load !== "function") return Promise.resolve();
  const one = async (face) => {
    if (base === null) return fonts.load(`16px "${face.family}"`);
    const added = new FontFace(face.family, await faceBytes(new URL(face.file, base).href), { weight: face.weight });
    fonts.add(added);
    return added.load();
  };
  const all = Promise.all(FACES.map((face) => one(face).catch(() => null)));
  return Promise.race([all, new Promise((resolve) => setTimeout(resolve, wait))]).then(() => undefined);
}

/**
 * A face's file, fetched by the worker itself: the service worker answers this fetch from its cache
 * when offline. A worker's FontFace given the file's url is not: Firefox fetches it past the service
 * worker (unless its memory still holds the face from an earlier page), so offline it failed.
 */
async function faceBytes(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.arrayBuffer();
}
