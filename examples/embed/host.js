// A site that embeds Midnight Princess (docs/embedding.md): it frames the game with its own origin as
// `host`, shows every message the game sends, and sends the game its two orders.
//
//   index.html?game=URL[&lang=de][&currency=EUR][&balance=50000][&lobby=URL]
//
// `game` is the game's address (another origin); the other parameters are passed on (docs/launch.md).

const SOURCE = "midnight-princess";
const query = new URLSearchParams(location.search);
const game = new URL(query.get("game") || "http://localhost:8000/", location.href);
const frame = document.getElementById("game");
const log = document.getElementById("log");
const balance = document.getElementById("host-balance");

/** Every message received from the game, in order (a test reads it too). */
window.received = [];

const launch = new URLSearchParams({ host: location.origin });
for (const name of ["lang", "currency", "balance", "lobby", "profile"]) if (query.has(name)) launch.set(name, query.get(name));
frame.src = `${game.href}?${launch}`;

/** Whole minor units as money, as the game reports them (`minorUnit` digits after the point). */
function money(minor, currency, minorUnit) {
  const digits = BigInt(minorUnit);
  const unit = 10n ** digits;
  const value = BigInt(minor);
  const whole = value / unit;
  const fraction = (value < 0n ? -value : value) % unit;
  const text = minorUnit ? `${whole}.${String(fraction).padStart(minorUnit, "0")}` : String(whole);
  return `${text} ${currency}`;
}

window.addEventListener("message", (event) => {
  // Only the game's frame, from the game's origin, speaking as the game.
  if (event.origin !== game.origin || event.source !== frame.contentWindow) return;
  const message = event.data;
  if (!message || message.source !== SOURCE) return;
  window.received.push(message);
  const item = document.createElement("li");
  item.textContent = JSON.stringify(message);
  log.append(item);
  if (Number.isSafeInteger(message.balance)) balance.textContent = money(message.balance, message.currency, message.minorUnit);
});

const send = (message) => frame.contentWindow.postMessage(message, game.origin);
document.getElementById("sound-off").addEventListener("click", () => send({ type: "setSound", on: false }));
document.getElementById("sound-on").addEventListener("click", () => send({ type: "setSound", on: true }));
document.getElementById("close-game").addEventListener("click", () => send({ type: "close" }));
