// launch.js: the launch parameters of docs/launch.md, and what a bad value does (left out, with a warning).
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";

import { NO_LAUNCH, PARAMETERS, readLaunch } from "../../web/js/launch.js";

const PROFILES = { default: {}, uk: {} };
const BASE = "https://games.example.com/midnight-princess/";
const read = (search) => readLaunch(search, { profiles: PROFILES, base: BASE });

test("no parameters: every value absent, no warning", () => {
  assert.deepEqual(read(""), { ...NO_LAUNCH, warnings: [] });
});

test("every parameter read as docs/launch.md says", () => {
  const got = read("?lang=de&currency=sek&profile=uk&balance=250000&lobby=/lobby?x=1&rtp=94.51&host=https://casino.example.org");
  assert.deepEqual(got, {
    lang: "de",
    currency: "SEK",
    profile: "uk",
    balance: 250000,
    lobby: "https://games.example.com/lobby?x=1",
    rtp: "94.51",
    host: "https://casino.example.org",
    warnings: [],
  });
});

test("a return to player is read in the ladder's own form; the engine judges which rungs there are", () => {
  assert.equal(read("?rtp=87.50").rtp, "87.50");
  assert.equal(read("?rtp=12.34").rtp, "12.34"); // well formed: the engine refuses it once started (controller.js)
  for (const bad of ["87.5", "87,50", "87.50%", "96", "high", "", "087.50"]) {
    const got = read(`?rtp=${encodeURIComponent(bad)}`);
    assert.equal(got.rtp, null, bad);
    assert.match(got.warnings[0], /\(it is not a return to player as the ladder writes it, such as 94\.51\) and starts as if it were absent\.$/);
  }
});

test("a build pinned to one rung ignores the launch's rtp, with a warning", () => {
  const got = readLaunch("?rtp=87.50&lang=fr", { profiles: PROFILES, base: BASE, pinned: "94.51" });
  assert.equal(got.rtp, null);
  assert.equal(got.lang, "fr");
  assert.deepEqual(got.warnings, ["Midnight Princess ignores ?rtp=87.50 (this build runs 94.51% only) and starts as if it were absent."]);
  assert.deepEqual(readLaunch("?rtp=94.51", { pinned: "94.51" }).warnings, []); // its own rung named: nothing to ignore
});

test("a language tag is matched to the game's languages", () => {
  const langs = ["de-AT", "pt", "pt-PT", "PT-br", "sv-FI", "en-GB", "es-419", "fr-CA"].map((tag) => read(`?lang=${tag}`).lang);
  assert.deepEqual(langs, ["de", "pt-BR", "pt-BR", "pt-BR", "sv", "en", "es", "fr"]);
});

test("a bad value is left out with one warning each, the rest kept", () => {
  const got = read("?lang=xx&currency=EURO&profile=mars&balance=-5&lobby=javascript:alert(1)&host=https://a.example/path&currency=");
  assert.deepEqual({ ...got, warnings: got.warnings.length }, { ...NO_LAUNCH, warnings: 6 });
  assert.match(got.warnings[0], /^Midnight Princess ignores \?lang=xx \(the game speaks no language close to it \(en, de, es, fr, pt-BR, sv\)\)/);
  assert.match(got.warnings[1], /\?currency= \(it is not an ISO 4217 code\)/); // the last one given counts
  assert.match(got.warnings[4], /\?lobby=javascript:alert\(1\) \(it must be an http or https address\)/);
  for (const warning of got.warnings) assert.match(warning, /and starts as if it were absent\.$/);
});

test("balances: whole minor units from 0 to the engine's 10^15", () => {
  assert.equal(read("?balance=0").balance, 0);
  assert.equal(read("?balance=1000000000000000").balance, 10 ** 15);
  for (const bad of ["1000000000000001", "12.50", "1e5", "", " ", "0x10", "99999999999999999"]) {
    assert.equal(read(`?balance=${encodeURIComponent(bad)}`).balance, null, bad);
  }
});

test("host is an origin and nothing more", () => {
  assert.equal(read("?host=http://127.0.0.1:8080").host, "http://127.0.0.1:8080");
  assert.equal(read("?host=https://example.com/").host, "https://example.com");
  for (const bad of ["example.com", "https://example.com/game", "ftp://example.com", "*", "null", "https://example.com?x"]) {
    assert.equal(read(`?host=${encodeURIComponent(bad)}`).host, null, bad);
  }
});

test("names the launch does not know are not its business: no warning", () => {
  assert.deepEqual(read("?utm_source=mail&mp-clock=5&lang=sv").warnings, []);
});

test("docs/launch.md's table names exactly the parameters launch.js reads, in its order", () => {
  const doc = readFileSync(new URL("../../docs/launch.md", import.meta.url), "utf8");
  const rows = doc.split("<!-- checked: launch parameters -->\n")[1].split("\n").slice(2);
  const names = rows
    .slice(
      0,
      rows.findIndex((line) => !line.startsWith("|")),
    )
    .map((line) => line.split("|")[1].trim().replace(/`/g, ""));
  assert.deepEqual(names, [...PARAMETERS]);
  assert.deepEqual([...PARAMETERS], Object.keys(NO_LAUNCH));
});
