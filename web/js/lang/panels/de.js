// Deutsch: the words of the panels (the help, the paytable, the history), loaded once the game
// is playable; the keys of lang/panels/en.js (docs/languages.md).

export default Object.freeze({
  // The paytable
  symbolPays: "Gewinne der Symbole",
  symbol_heart: "Herz",
  symbol_bell: "Glocke",
  symbol_gem: "Edelstein",
  symbol_potion: "Zaubertrank",
  symbol_moon: "Mond (Joker)",
  princessSymbol: "Prinzessin {name}",
  paysAtBet:
    "Auszahlungen bei deinem Einsatz von {bet}. Gezahlt wird für 3, 4 oder 5 gleiche Symbole in einer Reihe oder Spalte, multipliziert mit dem Kaskaden-Multiplikator.",
  features: "Bonusfunktionen",
  ptMoonTitle: "Mond: der Joker",
  ptMoon:
    "Der Mond ersetzt jedes andere Symbol. Jeder ausgezahlte Gewinn aus genau 3 Symbolen hinterlässt einen Mond in seinem mittleren Feld. Sind nur noch Monde auf dem Spielfeld, werden auch sie entfernt.",
  ptDropsTitle: "Kaskaden und der Multiplikator",
  ptDrops:
    "Gewinnsymbole verschwinden, die übrigen rutschen nach, und das Spielfeld wird erneut geprüft. Jede Kaskade erhöht den Multiplikator um 1, bis x{top}.",
  ptPower:
    "Zeigt das Spielfeld, mit dem ein Dreh beginnt, keinen Gewinn, kann die aktive Prinzessin (die im Porträt) ihre Kraft einsetzen; in den Freispielen tut sie es immer. Love verwandelt eine Symbolart in eine andere. Star fügt einen oder zwei Joker-Monde hinzu. Storm zerstört zwei Symbolarten.",
  ptTrinity:
    "Prinzessinnen-Gewinne füllen die Leiste (Monde können helfen): 3 in einer Reihe füllen 1 Abschnitt, 4 füllen 2, 5 füllen alle 3. Ist sie am Ende eines Drehs im Grundspiel voll, folgt als Teil derselben Runde die Prinzessinnen-Trio-Runde: ein neues Spielfeld, der Multiplikator wieder ab x1, und Love, Star und Storm setzen nacheinander ihre Kräfte ein, sobald das Spielfeld keinen Gewinn zeigt.",
  ptFree:
    "Räume das ganze Spielfeld leer und wähle eine Prinzessin: Love {love} Freispiele, Star {star}, Storm {storm}. Ihre Kraft wirkt in jedem Freispiel, das ohne Gewinn beginnt; der Multiplikator beginnt bei x1 und bleibt von Freispiel zu Freispiel erhalten, bis x{top}. Eine volle Leiste bringt weitere Freispiele (Love +{loveExtend}, Star +{starExtend}, Storm +{stormExtend}), bis zu {most} insgesamt.",
  ptPrize: "Ein geräumtes Spielfeld in den Freispielen zahlt sofort das {prize}-Fache deines Einsatzes.",
  ptMaxWin: "Eine Runde gewinnt nie mehr als das {max}-Fache deines Einsatzes; wird das erreicht, endet die Runde.",
  ptRtpTitle: "Auszahlungsquote",
  ptMaxWinOdds:
    "Eine Runde erreicht den Maximalgewinn, das {max}-Fache des Einsatzes, etwa einmal in {random} Runden (bei zufällig gewählter Prinzessin der Freispiele).",
  // The history: a round's features and status, the seal, Verify
  feature_power: "Girl Power",
  feature_trinity: "Prinzessinnen-Trio",
  feature_free_spins: "Freispiele",
  feature_extend: "Zusätzliche Freispiele",
  feature_prize: "Räumungsbonus",
  feature_cap: "Maximalgewinn",
  feature_void: "Ungültig",
  feature_malfunction: "Fehlfunktion",
  status_complete: "Abgeschlossen",
  status_void: "Ungültig (Einsatz zurückerstattet)",
  status_awaiting_choice: "Wartet auf die Wahl der Freispiele",
  historyUnreadable: "Der Spielverlauf konnte nicht gelesen werden.",
  historyNote: {
    one: "Deine letzte Runde, die neueste zuerst (bis zu {limit}). Wiederholen zeigt eine Runde noch einmal; Prüfen lässt die Engine sie erneut spielen und vergleicht.",
    other:
      "Deine letzten {rounds} Runden, die neueste zuerst (bis zu {limit}). Wiederholen zeigt eine Runde noch einmal; Prüfen lässt die Engine sie erneut spielen und vergleicht.",
  },
  historyEmpty: "Noch keine Runden: Deine Runden erscheinen hier.",
  sealChecking: "Dein Spielverlauf wird geprüft…",
  sealBroken: "Dein Spielverlauf stimmt nicht mehr mit dem Gespielten überein: Eine Runde darin wurde verändert, beschädigt oder ist verloren gegangen.",
  sealHolds: "Dein Spielverlauf ist vollständig und unverändert: Jede Runde steht so da, wie sie gespielt wurde.",
  sealUnchecked: "Dein Spielverlauf konnte hier nicht geprüft werden.",
  detailsTitle: "Details",
  detailsSealHolds: "Das Siegel der Aufzeichnung ist intakt: Der Hash jeder Runde stimmt, und jede folgt auf die vorige.",
  detailsSealBroken: "Das Siegel der Aufzeichnung ist gebrochen: {problem}.",
  detailsLink: "Runde {id}: Hash {hash}, nach {prev}",
  roundNumber: "Runde {id}",
  balanceBefore: "Guthaben vorher",
  balanceAfter: "Guthaben nachher",
  rtpLabel: "RTP",
  noFeature: "Keine Bonusfunktion",
  replay: "Wiederholen",
  replayLabel: "Runde {id} wiederholen",
  replayOld: "Die Schritte dieser älteren Runde wurden nicht aufbewahrt.",
  verify: "Prüfen",
  verifyLabel: "Runde {id} prüfen",
  verifyAsking: "Die Engine wird gefragt…",
  verified: "Geprüft",
  verifyMismatch: "Abweichung",
  verifyCannot: "Nicht prüfbar",
  verifyNoRequests: "Für diese Runde sind keine Anfragen zum Wiederholen gespeichert.",
  verifyNoReply: "Die Engine hat nicht geantwortet.",
  verifyFailed: "Die Engine konnte nicht gefragt werden: {why}",
  verifySame: "{name}: {value} – gleich",
  verifyDiffers: "{name}: gespeichert {stored}, Engine {got}",
  verifyVoidedLater: "Die Runde wurde später für ungültig erklärt (sie hat zu lange gewartet): Der Einsatz wurde zurückerstattet.",
  finalBalance: "Endguthaben",
  status: "Status",
  verifyStepsSame: "Schritte: alle {steps} gleich",
  verifyStepsDiffer: "Schritte: gespeichert {stored}, Engine {steps}, und sie weichen ab",
  verifyStepsOld: "Schritte: für diese ältere Runde nicht aufbewahrt (Gewinn und Guthaben geprüft).",
  verifyOk: "Geprüft: Die Engine spielt diese Runde genau gleich.",
  verifyBad: "{verdict}: Die Wiederholung der Engine weicht von der gespeicherten Runde ab.",
  download: "Herunterladen",
  downloadLabel: "Deine Runden als Datei herunterladen",
  // Game Help
  helpHowTitle: "So wird gespielt",
  helpHow1:
    "Midnight Princess wird auf einem {size}x{size}-Spielfeld gespielt. Gewinne sind 3 oder mehr gleiche Symbole nebeneinander, waagerecht oder senkrecht, ohne Lücke; jede Reihe und Spalte zählt, Gewinne können überall beginnen, und ein Symbol kann zu mehreren Gewinnen gehören. Liegt eine Folge von Monden innerhalb einer längeren Folge eines anderen Symbols in derselben Reihe oder Spalte, wird nur die von beiden gezahlt, die mehr bringt (bei gleichem Betrag die längere). Alle Gewinne einer Runde werden addiert.",
  helpHow2:
    "Gewinnsymbole werden entfernt. Ein Gewinn aus genau 3 Symbolen hinterlässt einen Mond im Feld seines mittleren Symbols; ein Gewinn aus 4 oder 5 hinterlässt keinen. Dann rutschen die Symbole darüber nach, was neue Gewinne bilden kann. Der Kaskaden-Multiplikator steigt mit jeder Kaskade um 1, bis x{top}.",
  helpHow3:
    "Die Einsätze reichen von {low} bis {high}. Wähle einen mit Einsatz − und Einsatz + oder direkt mit „Einsatz wählen“. Solange eine Runde offen ist, kann der Einsatz nicht geändert werden. Alle Gewinne werden am Ende der Runde ausgezahlt.",
  helpHow4:
    "Am Ende jeder Runde im Grundspiel kehrt der Multiplikator auf x1 zurück, und die Leiste leert sich: Jede Runde im Grundspiel beginnt also bei x1 mit leerer Leiste. Innerhalb einer Runde beginnt der Multiplikator in der Prinzessinnen-Trio-Runde wieder bei x1, und die Freispiele beginnen bei x1 mit leerer Leiste.",
  helpMoonTitle: "Mond, der Joker",
  helpMoon: "Der Mond ersetzt jedes andere Symbol. Sind nur noch Monde auf dem Spielfeld, werden auch sie entfernt, und das Spielfeld ist geräumt.",
  helpPowerTitle: "Girl Power",
  helpPrincessBeside: "Die aktive Prinzessin ist die im Porträt rechts neben dem Spielfeld.",
  helpPrincessAbove: "Die aktive Prinzessin ist die im Porträt über dem Spielfeld, links.",
  helpPower:
    "Zeigt das Spielfeld, mit dem ein Dreh beginnt, keinen Gewinn, kann sie ihre Girl Power einsetzen; in den Freispielen tut sie es immer. Nach einer Girl Power im Grundspiel wird eine andere Prinzessin aktiv.",
  helpTrinityTitle: "Prinzessinnen-Trio",
  helpMeterBeside: "Die Leiste ist unter ihrem Porträt.",
  helpMeterAbove: "Die Leiste ist neben ihrem Porträt.",
  helpTrinity:
    "Sie füllt sich nur mit Prinzessinnen-Gewinnen (Monde können helfen): 3 gleiche füllen 1 Abschnitt, 4 füllen 2, 5 füllen alle {size}. Ist die Leiste voll und sind die Kaskaden vorbei, folgt als Teil derselben Runde die Prinzessinnen-Trio-Runde: Der Multiplikator beginnt wieder bei x1, ein neues Spielfeld erscheint, und Love, Star und Storm setzen in dieser Reihenfolge abwechselnd ihre Kräfte ein, sobald das Spielfeld keinen Gewinn zeigt. Danach kehrt die vorherige Prinzessin zurück.",
  helpFreeTitle: "Freispiele",
  helpFree1:
    "Wer das ganze Spielfeld räumt, erhält Freispiele. Wähle eine Prinzessin: Love gibt {love} Freispiele, Star {star} und Storm {storm}. Ihre Girl Power wird dann in jedem Freispiel eingesetzt, das ohne Gewinn beginnt. Die Freispiele beginnen bei x1 mit leerer Leiste, und der Multiplikator wird zwischen den Freispielen nicht zurückgesetzt: Er steigt bis x{top}.",
  helpFree2:
    "Eine volle Leiste während der Freispiele bringt weitere Freispiele (Love +{love}, Star +{star}, Storm +{storm}), bis zu {most} Freispiele insgesamt, und leert sich dann wieder. In den Freispielen gibt es keine Prinzessinnen-Trio-Runde. Ein geräumtes Spielfeld in den Freispielen zahlt sofort den Räumungsbonus: das {prize}-Fache deines Einsatzes. Freispiele laufen mit dem Einsatz der Runde, die sie ausgelöst hat.",
  helpFree3: "Die drei Wahlmöglichkeiten bringen im Schnitt dieselbe Auszahlung; sie unterscheiden sich nur darin, wie die Gewinne verteilt sind.",
  // the help's pictures, named for a screen reader
  helpPicDrops: "Ein Spielfeld voller Symbole, von denen einige zerplatzen und leere Felder hinterlassen",
  helpPicMoon: "Das Mond-Symbol, der Joker",
  helpPicPower: "{name} setzt ihre Girl Power ein",
  helpPicMeter: "Die Leiste des Prinzessinnen-Trios, einer ihrer drei Abschnitte gefüllt",
  helpPicFree: "Die Karten der drei Prinzessinnen: Wähle eine für deine Freispiele",
  helpRtpTitle: "Auszahlungsquote und Maximalgewinn",
  helpRtp: "Die durchschnittliche Auszahlungsquote (RTP) beträgt {rtp}. Die RTP ergibt sich über viele Spiele.",
  helpMaxWin:
    "Eine Spielrunde gewinnt mit allen Bonusfunktionen, die sie auslöst, nie mehr als das {max}-Fache des Gesamteinsatzes. Erreicht eine Runde diesen Wert, wird der Gewinn auf das {max}-Fache gesetzt, und die Runde endet sofort.",
  helpMaxWinOdds:
    "Eine Runde erreicht den Maximalgewinn, das {max}-Fache des Einsatzes, etwa einmal in {random} Runden, wenn die Prinzessin der Freispiele zufällig gewählt wird: mit Love einmal in {love}, mit Star in {star} und mit Storm in {storm} (durch Simulation ermittelt).",
  helpUnfinishedTitle: "Unterbrochene Spiele",
  helpUnfinished1:
    "Wird deine Spielrunde unterbrochen, bleiben alle Spieldaten und Einsätze gespeichert, bis du das Spiel wieder öffnest, und du spielst an der Stelle weiter, an der die Unterbrechung war.",
  helpUnfinished2: {
    one: "Eine Runde, die länger als {days} Tag auf die Wahl der Freispiele wartet ({hours} Stunden nach ihrem Beginn), wird ungültig: Der Einsatz wird zurückerstattet, und die Runde zahlt nichts.",
    other:
      "Eine Runde, die länger als {days} Tage auf die Wahl der Freispiele wartet ({hours} Stunden nach ihrem Beginn), wird ungültig: Der Einsatz wird zurückerstattet, und die Runde zahlt nichts.",
  },
  helpUnfinished3:
    "Eine Fehlfunktion macht alle Gewinne und Spiele ungültig: Versagt das Spiel unerwartet, ist die Runde ungültig, der Einsatz wird zurückerstattet, und du wirst informiert.",
  helpButtonsTitle: "Schaltflächen",
  helpBtnSpin: "Drehen / Stopp / Leertaste",
  helpBtnSpinText:
    "Startet eine Spielrunde. Während eine Runde läuft, springt Stopp (oder die Leertaste) ans Ende des gerade gezeigten Drehs; das Ergebnis ändert sich dadurch nie.",
  helpBtnPaytableText: "Öffnet die Gewinntabelle.",
  helpBtnAutoPlayText: "Spielt eine Anzahl Runden von selbst, mit wählbaren Stopps; erneut drücken zum Stoppen.",
  helpBtnSelectBetText: "Öffnet die Liste der Einsätze, um direkt einen zu wählen.",
  helpBtnBet: "Einsatz − / Einsatz +",
  helpBtnBetText: "Senkt oder erhöht den Einsatz um eine Stufe.",
  helpBtnSettingsText:
    "Öffnet die Einstellungen: Ton ein oder aus und seine Lautstärke, Musik ein oder aus und ihre Lautstärke, Schnellspiel, weniger Bewegung, Sprache, Zurücksetzen des Spielgelds.",
  helpBtnCloseText: "Schließt das Spiel; dein Spiel ist gespeichert.",
  helpBtnHistoryText: "Öffnet die letzten Runden; wiederhole eine oder lass sie von der Engine prüfen, oder lade sie als Datei herunter.",
  helpBtnHelpText: "Öffnet diese Seite.",
  helpBtnFastPlayText: "Schaltet das Schnellspiel ein oder aus: kürzere Animationen, jeder Schritt wird weiterhin gezeigt.",
  helpBtnSoundText: "Schaltet Ton und Musik ein oder aus.",
  helpDisabled: "Eine deaktivierte oder inaktive Schaltfläche bedeutet, dass die Option in diesem Rechtsraum und/oder beim Betreiber nicht verfügbar ist.",
  helpProfile: "Dieses Spiel folgt den Regeln für {name}: {rules}.",
  helpNoAutoPlay: "kein Autostart",
  helpNoFastPlay: "kein Schnellspiel",
  helpNoStop: "kein Stopp",
  helpMinRound: { one: "jede Runde dauert mindestens {seconds} Sekunde", other: "jede Runde dauert mindestens {seconds} Sekunden" },
  helpKeys:
    "Tastatur: Tab wechselt zwischen den Schaltflächen; Leertaste oder Eingabetaste dreht (und stoppt); die Pfeiltasten ändern den Einsatz; 1, 2 und 3 wählen eine Prinzessin; M Ton; T Schnellspiel; Esc schließt ein Fenster.",
});
