// English: the words of the panels (the help, the paytable, the history), loaded once the game
// is playable; the keys of lang/panels/en.js (docs/languages.md).

export default Object.freeze({
  // The paytable
  symbolPays: "Symbol pays",
  symbol_heart: "Heart",
  symbol_bell: "Bell",
  symbol_gem: "Gem",
  symbol_potion: "Potion",
  symbol_moon: "Moon (wild)",
  princessSymbol: "Princess {name}",
  paysAtBet: "Pays at your bet of {bet}. Wins pay for 3, 4 or 5 in a row or column, times the drop multiplier.",
  features: "Features",
  ptMoonTitle: "Moon: the wild",
  ptMoon:
    "The moon stands in for every other symbol. Each paid win of exactly 3 leaves a moon in its middle cell. When only moons are left on the grid, they are removed too.",
  ptDropsTitle: "Drops and the multiplier",
  ptDrops: "Winning symbols leave, the rest drop down and the grid is checked again. Every drop raises the multiplier by 1, up to x{top}.",
  ptPower:
    "On a round with no win, the active princess on the right may use her power. Love turns one kind of symbol into another. Star adds one or two wild moons. Storm destroys two kinds of symbol.",
  ptTrinity:
    "Princess wins fill the meter: 3 in a row fill 1 section, 4 fill 2, 5 fill 3. A full meter gives one extra round at x1 where Love, Star and Storm each use their power in turn.",
  ptFree:
    "Clear the whole grid and choose a princess: Love {love} spins, Star {star}, Storm {storm}. Her power works on every spin with no win; the multiplier is kept from spin to spin, up to x{top}. A full meter adds spins (Love +{loveExtend}, Star +{starExtend}, Storm +{stormExtend}), up to {most} in all.",
  ptPrize: "Clearing the grid during free spins pays {prize}x your bet at once.",
  ptMaxWin: "A round never wins more than {max}x your bet; reaching it ends the round.",
  // The history: a round's features and status, the seal, Verify
  feature_power: "Girl Power",
  feature_trinity: "Princess Trinity",
  feature_free_spins: "Free Spins",
  feature_extend: "Extra spins",
  feature_prize: "Grid Clear Prize",
  feature_cap: "Max Win",
  feature_void: "Void",
  feature_malfunction: "Malfunction",
  status_complete: "Complete",
  status_void: "Void (bet returned)",
  status_awaiting_choice: "Waiting for the free-spins choice",
  historyUnreadable: "The history could not be read.",
  historyNote: {
    one: "Your last round, newest first (up to {limit}). Replay shows a round again; Verify asks the engine to play it again and compares.",
    other: "Your last {rounds} rounds, newest first (up to {limit}). Replay shows a round again; Verify asks the engine to play it again and compares.",
  },
  historyEmpty: "No rounds yet: your rounds will be listed here.",
  sealChecking: "Checking the record's seal…",
  sealBroken: "The record's seal is broken: {problem}.",
  sealHolds: "The record's seal holds: every round's hash matches and each follows the one before.",
  sealUnchecked: "The record's seal could not be checked here.",
  roundNumber: "Round #{id}",
  balanceBefore: "Balance before",
  balanceAfter: "Balance after",
  noFeature: "No feature",
  replay: "Replay",
  replayLabel: "Replay round {id}",
  replayOld: "The steps of this older round were not kept.",
  verify: "Verify",
  verifyLabel: "Verify round {id}",
  verifyAsking: "Asking the engine…",
  verified: "Verified",
  verifyMismatch: "Mismatch",
  verifyCannot: "Cannot verify",
  verifyNoRequests: "This round has no stored requests to replay.",
  verifyNoReply: "The engine gave no reply.",
  verifyFailed: "The engine could not be asked: {why}",
  verifySame: "{name}: {value} — same",
  verifyDiffers: "{name}: stored {stored}, engine {got}",
  verifyVoidedLater: "The round was voided later (it waited too long): the bet was returned.",
  finalBalance: "Final balance",
  status: "Status",
  verifyStepsSame: "Steps: all {steps} the same",
  verifyStepsDiffer: "Steps: stored {stored}, engine {steps}, and they differ",
  verifyStepsOld: "Steps: not kept for this older round (win and balance checked).",
  verifyOk: "Verified: the engine plays this round exactly the same.",
  verifyBad: "{verdict}: the engine's replay differs from the stored round.",
  download: "Download",
  downloadLabel: "Download your rounds as a file",
  // Game Help
  helpHowTitle: "How to play",
  helpHow1:
    "Midnight Princess is played on a {size}x{size} grid. Wins are 3 or more of the same symbol in a row, horizontally or vertically, without gaps; every row and column counts, wins can start anywhere, and a symbol can be part of several wins. Only the highest win is paid per winning combination, and all wins of a round are added together.",
  helpHow2:
    "Winning symbols are removed and the symbols above drop down, possibly making new wins. A moon appears in the middle cell of every winning combination of 3. The drop multiplier rises by 1 at every drop, up to x{top}.",
  helpHow3:
    "Bets run from {low} to {high}. Choose one with Bet − and Bet +, or directly with Select Bet. The bet cannot be changed while a round is open. All wins are paid at the end of the round.",
  helpHow4:
    "The multiplier and the meter reset at the start of every base round: the multiplier to x1, the meter to empty. Within a round, the Princess Trinity round starts its multiplier again at x1, and the free spins start at x1 with an empty meter.",
  helpMoonTitle: "Moon, the wild",
  helpMoon: "The moon substitutes for every other symbol. When moons are the only symbols left on the grid they are removed, which can clear the grid.",
  helpPowerTitle: "Girl Power",
  helpPrincessBeside: "The active princess is the one in the portrait to the right of the grid.",
  helpPrincessAbove: "The active princess is the one in the portrait above the grid, on the left.",
  helpPower:
    "When a round's landing has no win, she may perform her Girl Power. Love: one set of symbols is transformed into another symbol. Star: one or two wild moons are added. Storm: two sets of symbols are destroyed. After a Girl Power in the base game, another princess becomes active.",
  helpTrinityTitle: "Princess Trinity",
  helpMeterBeside: "The meter is under her portrait.",
  helpMeterAbove: "The meter is beside her portrait.",
  helpTrinity:
    "It fills only with princess wins (moons can help): 3 of a kind fill 1 section, 4 fill 2, 5 fill all {size}. When the meter is full and the drops have ended, the Princess Trinity round follows, as part of the same round: the multiplier starts again at x1, a new grid lands, and Love, Star and Storm take turns, in that order, to perform their powers whenever a drop ends without a win. Then the princess from before comes back.",
  helpFreeTitle: "Free Spins",
  helpFree1:
    "Clearing the whole grid awards free spins. Choose a princess: Love gives {love} free spins, Star {star} and Storm {storm}. Her Girl Power is then used on every free spin without a win. The free spins start at x1 with an empty meter, and the multiplier is not reset between free spins: it grows up to x{top}.",
  helpFree2:
    "Filling the meter during free spins adds spins (Love +{love}, Star +{star}, Storm +{storm}), up to {most} free spins in all, and empties the meter again. The Princess Trinity round is not played during free spins. Clearing the grid during free spins pays an instant prize of {prize}x your bet. Free spins use the bet of the round that triggered them.",
  helpFree3: "The three choices give the same return on average; they differ only in how wins are spread.",
  helpRtpTitle: "Return to player and maximum win",
  helpRtp: "The average RTP is {rtp}. RTP is achieved through participation.",
  helpMaxWin:
    "A game round, with every feature it triggers, never wins more than {max}x the total bet. When a round reaches it, the win is set to {max}x and the round ends at once.",
  helpMaxWinOdds:
    "A round reaches the {max}x maximum win about once in {random} rounds when the free-spins princess is picked at random: once in {love} with Love, {star} with Star and {storm} with Storm (measured by simulation for the game's PAR sheet).",
  helpUnfinishedTitle: "Unfinished games",
  helpUnfinished1:
    "If your game round is disrupted, all game information and placed bets are stored until you re-open the game, and you continue from the point of interruption.",
  helpUnfinished2: {
    one: "A round left waiting for the free-spins choice for more than {days} day ({hours} hours after it started) becomes void: the bet is returned and the round pays nothing.",
    other:
      "A round left waiting for the free-spins choice for more than {days} days ({hours} hours after it started) becomes void: the bet is returned and the round pays nothing.",
  },
  helpUnfinished3: "Malfunction voids all pays and plays: if the game fails unexpectedly, the round is void, the bet is returned and you are told.",
  helpButtonsTitle: "Buttons",
  helpBtnSpin: "Spin / Stop / Spacebar",
  helpBtnSpinText: "Starts a game round. While a round plays, Stop (or the spacebar) skips ahead in the animation; the outcome never changes.",
  helpBtnPaytableText: "Opens the paytable.",
  helpBtnAutoPlayText: "Plays a number of rounds by itself, with optional stops; press it again to stop.",
  helpBtnSelectBetText: "Opens the list of bets to pick one directly.",
  helpBtnBet: "Bet − / Bet +",
  helpBtnBetText: "Lowers or raises the bet one step.",
  helpBtnSettingsText:
    "Opens the settings: sound on or off and its volume, music on or off and its volume, fast play, reduced motion, language, and the play-money reset.",
  helpBtnCloseText: "Closes the game; your game is saved.",
  helpBtnHistoryText: "Opens the last rounds; replay one or verify it with the engine, or download them as a file.",
  helpBtnHelpText: "Opens this page.",
  helpBtnFastPlayText: "Turns fast play on or off: shorter animations, every step still shown.",
  helpBtnSoundText: "Turns sound and music on or off.",
  helpDisabled: "Any disabled or inactive button indicates that the option is not available in the jurisdiction and/or to the operator.",
  helpProfile: "This game follows {name} rules: {rules}.",
  helpNoAutoPlay: "no Auto Play",
  helpNoFastPlay: "no fast play",
  helpNoStop: "no Stop",
  helpMinRound: { one: "every round lasts at least {seconds} second", other: "every round lasts at least {seconds} seconds" },
  helpKeys:
    "Keyboard: Tab moves between buttons; Space or Enter spins (and stops); arrow keys change the bet; 1, 2 and 3 pick a princess; M sound; T fast play; Escape closes a panel.",
});
