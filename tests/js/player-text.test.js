// No player text is written outside the message tables (web/js/lang/): a source scan of the page's
// own modules (ui/ and the top-level ones that speak to the player) and of index.html. A string is
// player text when, its HTML tags set aside, it holds a capitalised word or two words in a row;
// strings that never reach the player are allowed where they stand: message keys (t's argument),
// selectors, ids, attribute and event names, comparisons, import paths, console and Error texts.
// The canvas is scanned too (screen/ and art/: the loading screen's intro, the painter and its
// worker, the presenter, the painters), its words handed in from the tables. Names are not words:
// the princesses' (Love, Star, Storm: the same in every language) and the faces' (a font stack);
// messages.js is the tables' own module (the languages' names, each in itself, are shown as they are).
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { test } from "node:test";

import { Linter } from "eslint";

const ROOT = new URL("../../web/", import.meta.url);
const MODULES = [
  "js/ui/autoplay.js",
  "js/ui/bet-panel.js",
  "js/ui/bet-policy.js",
  "js/ui/choice.js",
  "js/ui/closed.js",
  "js/ui/controls.js",
  "js/ui/dialogs.js",
  "js/ui/help.js",
  "js/ui/history-view.js",
  "js/ui/input.js",
  "js/ui/page-text.js",
  "js/ui/paytable.js",
  "js/ui/profile.js",
  "js/ui/recall.js",
  "js/ui/reset.js",
  "js/ui/session.js",
  "js/ui/settings-panel.js",
  "js/ui/shell.js",
  "js/ui/stage-size.js",
  "js/controller.js",
  "js/embed.js",
  "js/main.js",
  "js/money.js",
  "js/settings.js",
  "js/updates.js",
  // The loading screen's intro, painted on the page or in the painter's worker: its words are handed in.
  "js/screen/loading.js",
  "js/screen/intro.js",
  "js/screen/painter.js",
  "js/screen/paint-worker.js",
  // The rest of the canvas: the screen's modules and the art's painters are handed their words too.
  ...readdirSync(new URL("js/screen/", ROOT)).map((name) => `js/screen/${name}`),
  ...readdirSync(new URL("js/art/", ROOT)).map((name) => `js/art/${name}`),
];

// The princesses' names and the game's faces: the same in every language.
const NAMES = new Set(["Love", "Star", "Storm", "Cinzel", "Nunito"]);
const FONT_STACK = /,\s*(serif|sans-serif|system-ui|monospace)$/; // "Nunito", "Trebuchet MS", ..., sans-serif

const looksLikeText = (text) => {
  if (NAMES.has(text) || FONT_STACK.test(text)) return false;
  const bare = text.replace(/<[^>]*>/g, " ").replace(/&\w+;/g, " ");
  return /(^|[^\p{L}])\p{Lu}\p{Ll}/u.test(bare) || /\p{L}{2,}\s+\p{L}{2,}/u.test(bare);
};
// Calls whose string arguments never reach the player as words.
const QUIET_CALLS = new Set([
  "t",
  "getElementById",
  "querySelector",
  "querySelectorAll",
  "closest",
  "matches",
  "createElement",
  "setAttribute",
  "getAttribute",
  "removeAttribute",
  "hasAttribute",
  "toggleAttribute",
  "addEventListener",
  "removeEventListener",
  "on",
  "emit",
  "register",
  "open",
  "close",
  "isOpen",
  "setProperty",
  "getContext",
  "matchMedia",
  "mark",
  "warn",
  "error",
  "log",
  "import",
  "Error",
]);

function calleeName(node) {
  const callee = node.callee;
  if (!callee) return null;
  if (callee.type === "Identifier") return callee.name;
  if (callee.type === "MemberExpression" && !callee.computed) return callee.property.name;
  return null;
}

// Properties whose values are names for the page's code, never words for the player.
const QUIET_PROPERTIES = new Set(["className", "id", "type", "target", "rel", "key"]);

/** Where a string stands decides whether it could be player text. */
function quiet(at) {
  const parent = at.parent;
  if (!parent) return false;
  if (parent.type === "ImportDeclaration" || parent.type === "ExportNamedDeclaration" || parent.type === "ImportExpression") return true;
  if ((parent.type === "CallExpression" || parent.type === "NewExpression") && parent.arguments.includes(at)) return QUIET_CALLS.has(calleeName(parent));
  if (parent.type === "Property" && parent.key === at) return true;
  if (parent.type === "MemberExpression" && parent.property === at) return true;
  if (parent.type === "BinaryExpression" && ["===", "!==", "==", "!=", "in"].includes(parent.operator)) return true;
  if (parent.type === "AssignmentExpression" && parent.right === at && parent.left.type === "MemberExpression") {
    const { object, property } = parent.left;
    return QUIET_PROPERTIES.has(property.name) || (object.type === "MemberExpression" && object.property.name === "dataset");
  }
  if (parent.type === "SwitchCase" && parent.test === at) return true;
  return false;
}

// Calls that draw their first argument on a canvas: any word there is player text, "FREE" too.
const DRAWN_CALLS = new Set(["fillText", "strokeText"]);
const drawn = (at) => at.parent && at.parent.type === "CallExpression" && at.parent.arguments[0] === at && DRAWN_CALLS.has(calleeName(at.parent));

const RULE = {
  meta: { type: "problem", schema: [] },
  create(context) {
    const check = (node, text) => {
      if ((looksLikeText(text) && !quiet(node)) || (drawn(node) && /\p{L}{2,}/u.test(text)))
        context.report({ node, message: `player text outside the message tables: ${JSON.stringify(text.slice(0, 60))}` });
    };
    return {
      Literal: (node) => typeof node.value === "string" && check(node, node.value),
      // A template's parts read together (a tag may open in one and close in the next); each ${} is a hole.
      TemplateLiteral: (node) => check(node, node.quasis.map((q) => q.value.cooked ?? q.value.raw).join("\u0000")),
    };
  },
};

function scan(code) {
  const linter = new Linter();
  return linter.verify(code, {
    languageOptions: { ecmaVersion: "latest", sourceType: "module" },
    plugins: { text: { rules: { "no-player-text": RULE } } },
    rules: { "text/no-player-text": "error" },
  });
}

test("the scan finds player text where it is written, and lets keys, selectors and names be", () => {
  const found = scan(`
    el.textContent = "Spin";
    el.title = \`Round #\${id}\`;
    body.innerHTML = \`<p class="note">Choose a princess</p>\`;
    announce("You won " + win);
    const ok = [t("spin"), doc.querySelector("#choice-cards [data-princess]"), el.setAttribute("aria-label", t("x"))];
    if (e.key === "ArrowUp" || e.key === "Escape") console.warn("Midnight Princess ignores this");
    body.innerHTML = \`<label class="setting"><span>\${t("sound")}</span></label>\`;
    const style = { currencyDisplay: "narrowSymbol" };
    ctx.fillText("FREE", x, y);
    ctx.fillText(words.free, x, y);
  `);
  assert.deepEqual(
    found.map((m) => m.line),
    [2, 3, 4, 5, 10],
  );
});

test("the page's modules write no player text of their own", () => {
  const found = MODULES.flatMap((path) => scan(readFileSync(new URL(path, ROOT), "utf8")).map((m) => `${path}:${m.line}: ${m.message}`));
  assert.deepEqual(found, []);
});

test("index.html holds no words but the game's name: every other text comes from the tables", () => {
  const html = readFileSync(new URL("index.html", ROOT), "utf8")
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<(script|style|svg)\b[\s\S]*?<\/\1>/g, "")
    .replace(/<(title|meta)\b[^>]*>([^<]*<\/title>)?/g, ""); // the page's metadata is for search engines
  const texts = [...html.matchAll(/>([^<]+)</g)].map((m) => m[1].trim()).filter((text) => /\p{L}{2,}/u.test(text));
  const attributes = [...html.matchAll(/\s(aria-label|aria-description|title|alt|placeholder|aria-valuetext)="([^"]*)"/g)].map((m) => m[2]);
  const brand = new Set(["Midnight", "Princess"]);
  assert.deepEqual(
    texts.filter((text) => !brand.has(text)),
    [],
  );
  assert.deepEqual(attributes, []);
});
