// Svenska: the words of the panels (the help, the paytable, the history), loaded once the game
// is playable; the keys of lang/panels/en.js (docs/languages.md).

export default Object.freeze({
  // The paytable
  symbolPays: "Symbolernas vinster",
  symbol_heart: "Hjärta",
  symbol_bell: "Klocka",
  symbol_gem: "Ädelsten",
  symbol_potion: "Trolldryck",
  symbol_moon: "Måne (wild)",
  princessSymbol: "Prinsessan {name}",
  paysAtBet: "Vinster med din insats på {bet}. Vinster betalas för 3, 4 eller 5 i rad eller kolumn, gånger kaskadmultiplikatorn.",
  features: "Bonusfunktioner",
  ptMoonTitle: "Månen: wild",
  ptMoon:
    "Månen ersätter alla andra symboler. Varje betald vinst på exakt 3 lämnar en måne i sin mittersta ruta. När bara månar finns kvar på spelplanen tas även de bort.",
  ptDropsTitle: "Kaskader och multiplikatorn",
  ptDrops: "Vinnande symboler försvinner, resten faller ner och spelplanen kontrolleras igen. Varje kaskad höjer multiplikatorn med 1, upp till x{top}.",
  ptPower:
    "När spelplanen som ett snurr börjar med inte ger någon vinst kan den aktiva prinsessan (den i porträttet) använda sin kraft; under gratissnurr gör hon det alltid. Love förvandlar en sorts symbol till en annan. Star lägger till en eller två wild-månar. Storm förstör två sorters symboler.",
  ptTrinity:
    "Prinsessvinster fyller mätaren (månar kan hjälpa till): 3 i rad fyller 1 del, 4 fyller 2, 5 fyller alla 3. Är den full när ett snurr i grundspelet är slut, följer Prinsesstrions omgång, som en del av samma omgång: en ny spelplan, multiplikatorn från x1, och Love, Star och Storm använder sina krafter i tur och ordning varje gång spelplanen saknar vinst.",
  ptFree:
    "Töm hela spelplanen och välj en prinsessa: Love {love} gratissnurr, Star {star}, Storm {storm}. Hennes kraft verkar i varje gratissnurr som börjar utan vinst; multiplikatorn börjar på x1 och behålls från snurr till snurr, upp till x{top}. En full mätare ger fler snurr (Love +{loveExtend}, Star +{starExtend}, Storm +{stormExtend}), upp till {most} totalt.",
  ptPrize: "Att tömma spelplanen under gratissnurr betalar genast {prize} gånger din insats.",
  ptMaxWin: "En omgång vinner aldrig mer än {max} gånger din insats; när den når dit är omgången slut.",
  // The history: a round's features and status, the seal, Verify
  feature_power: "Girl Power",
  feature_trinity: "Prinsesstrion",
  feature_free_spins: "Gratissnurr",
  feature_extend: "Extra snurr",
  feature_prize: "Bonus för tom spelplan",
  feature_cap: "Maxvinst",
  feature_void: "Ogiltig",
  feature_malfunction: "Funktionsfel",
  status_complete: "Klar",
  status_void: "Ogiltig (insatsen tillbaka)",
  status_awaiting_choice: "Väntar på valet av gratissnurr",
  historyUnreadable: "Historiken kunde inte läsas.",
  historyNote: {
    one: "Din senaste omgång, nyaste först (upp till {limit}). Spela upp visar en omgång igen; Verifiera låter motorn spela den igen och jämför.",
    other: "Dina senaste {rounds} omgångar, nyaste först (upp till {limit}). Spela upp visar en omgång igen; Verifiera låter motorn spela den igen och jämför.",
  },
  historyEmpty: "Inga omgångar än: dina omgångar visas här.",
  sealChecking: "Din historik kontrolleras…",
  sealBroken: "Din historik stämmer inte med det som spelades: en omgång i den har ändrats, skadats eller gått förlorad.",
  sealHolds: "Din historik är komplett och oförändrad: varje omgång står som den spelades.",
  sealUnchecked: "Din historik kunde inte kontrolleras här.",
  detailsTitle: "Detaljer",
  detailsSealHolds: "Loggens sigill är intakt: varje omgångs hash stämmer och var och en följer på den förra.",
  detailsSealBroken: "Loggens sigill är brutet: {problem}.",
  detailsLink: "Omgång {id}: hash {hash}, efter {prev}",
  roundNumber: "Omgång {id}",
  balanceBefore: "Saldo före",
  balanceAfter: "Saldo efter",
  noFeature: "Ingen bonusfunktion",
  replay: "Spela upp",
  replayLabel: "Spela upp omgång {id}",
  replayOld: "Stegen i den här äldre omgången sparades inte.",
  verify: "Verifiera",
  verifyLabel: "Verifiera omgång {id}",
  verifyAsking: "Frågar motorn…",
  verified: "Verifierad",
  verifyMismatch: "Avvikelse",
  verifyCannot: "Kan inte verifieras",
  verifyNoRequests: "Den här omgången har inga sparade förfrågningar att spela upp.",
  verifyNoReply: "Motorn svarade inte.",
  verifyFailed: "Motorn kunde inte tillfrågas: {why}",
  verifySame: "{name}: {value} – samma",
  verifyDiffers: "{name}: sparat {stored}, motorn {got}",
  verifyVoidedLater: "Omgången ogiltigförklarades senare (den väntade för länge): insatsen betalades tillbaka.",
  finalBalance: "Slutsaldo",
  status: "Status",
  verifyStepsSame: "Steg: alla {steps} samma",
  verifyStepsDiffer: "Steg: {stored} sparade, {steps} i motorn, och de skiljer sig åt",
  verifyStepsOld: "Steg: sparades inte för den här äldre omgången (vinst och saldo kontrollerade).",
  verifyOk: "Verifierad: motorn spelar den här omgången exakt likadant.",
  verifyBad: "{verdict}: motorns uppspelning skiljer sig från den sparade omgången.",
  download: "Ladda ner",
  downloadLabel: "Ladda ner dina omgångar som en fil",
  // Game Help
  helpHowTitle: "Så spelar du",
  helpHow1:
    "Midnight Princess spelas på en spelplan med {size}x{size} rutor. En vinst är 3 eller fler likadana symboler i rad, vågrätt eller lodrätt, utan luckor; varje rad och kolumn räknas, vinster kan börja var som helst och en symbol kan ingå i flera vinster. Bara den högsta vinsten betalas per vinstkombination, och alla vinster i en omgång läggs ihop.",
  helpHow2:
    "Vinnande symboler tas bort och symbolerna ovanför faller ner, vilket kan ge nya vinster. En måne dyker upp i mittrutan i varje vinstkombination av 3. Kaskadmultiplikatorn stiger med 1 vid varje kaskad, upp till x{top}.",
  helpHow3:
    "Insatserna går från {low} till {high}. Välj en med Insats − och Insats + eller direkt med ”Välj insats”. Insatsen kan inte ändras medan en omgång pågår. Alla vinster betalas ut i slutet av omgången.",
  helpHow4:
    "När en omgång i grundspelet slutar går multiplikatorn tillbaka till x1 och mätaren töms, så varje omgång i grundspelet börjar på x1 med tom mätare. Inom en omgång börjar multiplikatorn om på x1 i Prinsesstrions omgång, och gratissnurren börjar på x1 med tom mätare.",
  helpMoonTitle: "Månen, wild",
  helpMoon: "Månen ersätter alla andra symboler. När bara månar finns kvar på spelplanen tas även de bort, och spelplanen är tömd.",
  helpPowerTitle: "Girl Power",
  helpPrincessBeside: "Den aktiva prinsessan är den i porträttet till höger om spelplanen.",
  helpPrincessAbove: "Den aktiva prinsessan är den i porträttet ovanför spelplanen, till vänster.",
  helpPower:
    "När spelplanen som ett snurr börjar med inte ger någon vinst kan hon använda sin Girl Power; under gratissnurr gör hon det alltid. Love: en sorts symbol förvandlas till en annan. Star: en eller två wild-månar läggs till. Storm: två sorters symboler förstörs. Efter en Girl Power i grundspelet blir en annan prinsessa aktiv.",
  helpTrinityTitle: "Prinsesstrion",
  helpMeterBeside: "Mätaren sitter under hennes porträtt.",
  helpMeterAbove: "Mätaren sitter bredvid hennes porträtt.",
  helpTrinity:
    "Den fylls bara av prinsessvinster (månar kan hjälpa till): 3 likadana fyller 1 del, 4 fyller 2 och 5 fyller alla {size}. När mätaren är full och kaskaderna är slut följer Prinsesstrions omgång, som en del av samma omgång: multiplikatorn börjar om på x1, en ny spelplan visas, och Love, Star och Storm turas om, i den ordningen, att använda sina krafter varje gång spelplanen saknar vinst. Sedan kommer prinsessan från förut tillbaka.",
  helpFreeTitle: "Gratissnurr",
  helpFree1:
    "Att tömma hela spelplanen ger gratissnurr. Välj en prinsessa: Love ger {love} gratissnurr, Star {star} och Storm {storm}. Hennes Girl Power används sedan i varje gratissnurr som börjar utan vinst. Gratissnurren börjar på x1 med tom mätare, och multiplikatorn nollställs inte mellan gratissnurren: den stiger upp till x{top}.",
  helpFree2:
    "Att fylla mätaren under gratissnurren ger fler snurr (Love +{love}, Star +{star}, Storm +{storm}), upp till {most} gratissnurr totalt, och tömmer mätaren igen. Prinsesstrions omgång spelas inte under gratissnurr. Att tömma spelplanen under gratissnurr betalar genast ett pris på {prize} gånger din insats. Gratissnurren spelas med insatsen från omgången som utlöste dem.",
  helpFree3: "De tre valen ger samma återbetalning i genomsnitt; de skiljer sig bara i hur vinsterna fördelas.",
  helpRtpTitle: "Återbetalning till spelaren och maxvinst",
  helpRtp: "Den genomsnittliga återbetalningen (RTP) är {rtp}. RTP uppnås över många spel.",
  helpMaxWin:
    "En spelomgång, med alla bonusfunktioner den utlöser, vinner aldrig mer än {max} gånger den totala insatsen. När en omgång når dit sätts vinsten till {max} gånger insatsen och omgången slutar genast.",
  helpMaxWinOdds:
    "En omgång når maxvinsten på {max} gånger insatsen ungefär en gång på {random} omgångar när prinsessan för gratissnurren väljs slumpvis: en gång på {love} med Love, {star} med Star och {storm} med Storm (mätt genom simulering).",
  helpUnfinishedTitle: "Avbrutna spel",
  helpUnfinished1:
    "Om din spelomgång avbryts sparas all spelinformation och alla lagda insatser tills du öppnar spelet igen, och du fortsätter där avbrottet skedde.",
  helpUnfinished2: {
    one: "En omgång som väntar på valet av gratissnurr i mer än {days} dag ({hours} timmar efter att den startade) blir ogiltig: insatsen betalas tillbaka och omgången betalar ingenting.",
    other:
      "En omgång som väntar på valet av gratissnurr i mer än {days} dagar ({hours} timmar efter att den startade) blir ogiltig: insatsen betalas tillbaka och omgången betalar ingenting.",
  },
  helpUnfinished3:
    "Funktionsfel ogiltigförklarar alla vinster och spel: om spelet oväntat slutar fungera blir omgången ogiltig, insatsen betalas tillbaka och du får veta det.",
  helpButtonsTitle: "Knappar",
  helpBtnSpin: "Snurra / Stoppa / Mellanslag",
  helpBtnSpinText: "Startar en spelomgång. Medan en omgång pågår hoppar Stoppa (eller mellanslag) till slutet av snurret som visas; utfallet ändras aldrig.",
  helpBtnPaytableText: "Öppnar vinsttabellen.",
  helpBtnAutoPlayText: "Spelar ett antal omgångar av sig själv, med valfria stopp; tryck igen för att stoppa.",
  helpBtnSelectBetText: "Öppnar listan med insatser så att du kan välja en direkt.",
  helpBtnBet: "Insats − / Insats +",
  helpBtnBetText: "Sänker eller höjer insatsen ett steg.",
  helpBtnSettingsText:
    "Öppnar inställningarna: ljud på eller av och dess volym, musik på eller av och dess volym, snabbspel, minskad rörelse, språk, återställning av spelpengar.",
  helpBtnCloseText: "Stänger spelet; ditt spel är sparat.",
  helpBtnHistoryText: "Öppnar de senaste omgångarna; spela upp en eller låt motorn verifiera den, eller ladda ner dem som en fil.",
  helpBtnHelpText: "Öppnar den här sidan.",
  helpBtnFastPlayText: "Slår på eller av snabbspel: kortare animationer, varje steg visas ändå.",
  helpBtnSoundText: "Slår på eller av ljud och musik.",
  helpDisabled: "En avstängd eller inaktiv knapp betyder att alternativet inte är tillgängligt i jurisdiktionen och/eller hos operatören.",
  helpProfile: "Det här spelet följer reglerna för {name}: {rules}.",
  helpNoAutoPlay: "inget autospel",
  helpNoFastPlay: "inget snabbspel",
  helpNoStop: "ingen Stoppa-knapp",
  helpMinRound: { one: "varje omgång varar minst {seconds} sekund", other: "varje omgång varar minst {seconds} sekunder" },
  helpKeys:
    "Tangentbord: Tab flyttar mellan knapparna; mellanslag eller Enter snurrar (och stoppar); piltangenterna ändrar insatsen; 1, 2 och 3 väljer en prinsessa; M ljud; T snabbspel; Esc stänger en panel.",
});
