// English: every key a player text has. Other languages' tables have the same keys; a key one
// lacks is shown in English.

export default Object.freeze({
  // Loading (the worker's boot stages, then the engine's config)
  loadFetch: "Loading the game…",
  loadStart: "Lighting up the night sky…",
  loadImport: "Waking the princesses…",
  loadReady: "Ready",
  startFailed: "The game could not start.",
  noConfig: "The game engine would not give its configuration.",
  noGame: "The game engine could not start a game.",
  // Buttons of a message
  reload: "Reload",
  tryAgain: "Try again",
  newGame: "Start a new game",
  // The record: what became of a request, what a load found
  damagedNewGame: "Your saved game could not be read, so a new game has started ({problem}). The damaged data was kept aside and nothing was paid from it.",
  repairedCopy: "One copy of your saved game could not be read ({problem}) and was kept aside. The game goes on from the other copy: nothing was lost.",
  movedDamaged: "The saved game was found damaged and was kept aside; a new game has started ({problem}).",
  movedOtherTab: "This game was played in another tab: this tab is now up to date.",
  nothingBet: "Nothing was bet.",
  busyOtherTab: "A round is being played in another tab. Nothing was bet.",
  voidedByUpdate:
    "The game was updated while your round waited for its free-spins choice, and the new version cannot finish a round the old one started: the round was voided and your bet of {bet} was returned.",
  voidedExpired: "Your unfinished round waited more than 7 days and was voided. Your bet of {bet} was returned.",
  droppedByUpdate: "The game was updated while your spin was on its way: it was not played, and nothing was bet.",
  unsaved:
    "This browser is not letting the game save (its storage is full or turned off), so no bet can be taken. Free some space or allow this site to store data, then reload.",
  unsavedReply:
    "Your round could not be saved (storage is full or turned off). Free some space and reload: the round will be finished exactly as it was drawn.",
  noJournal: "This browser won't let the game keep a safe copy on disk, so a browser crash may lose the last rounds played. The game plays on.",
  recordFailed: "The game could not keep its record ({why}). Reload to carry on: nothing stored is lost.",
  balanceTooLow: "Your balance is too low for any bet.",
  // The engine's worker and the bridge to it
  wentWrong: "Something went wrong: {why}",
  engineStopped: "The game engine stopped: {why}.",
  engineNoScript: "the worker script failed to load",
  engineNoReply: "The engine sent no reply.",
  engineBadReply: "The engine's reply was not valid JSON.",
  engineTimeout: "The game engine did not answer within {seconds} s.",
});
