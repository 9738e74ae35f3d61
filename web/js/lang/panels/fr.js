// Français: the words of the panels (the help, the paytable, the history), loaded once the game
// is playable; the keys of lang/panels/en.js (docs/languages.md).

export default Object.freeze({
  // The paytable
  symbolPays: "Gains des symboles",
  symbol_heart: "Cœur",
  symbol_bell: "Cloche",
  symbol_gem: "Gemme",
  symbol_potion: "Potion",
  symbol_moon: "Lune (joker)",
  princessSymbol: "Princesse {name}",
  paysAtBet:
    "Gains pour votre mise de {bet}. Sont payés 3, 4 ou 5 symboles identiques alignés en ligne ou en colonne, multipliés par le multiplicateur de cascade.",
  features: "Fonctions spéciales",
  ptMoonTitle: "Lune\u00a0: le joker",
  ptMoon:
    "La lune remplace tout autre symbole. Chaque gain payé d’exactement 3 symboles laisse une lune dans sa case centrale. Quand il ne reste que des lunes sur la grille, elles sont retirées aussi.",
  ptDropsTitle: "Cascades et multiplicateur",
  ptDrops:
    "Les symboles gagnants partent, les autres tombent et la grille est de nouveau vérifiée. Chaque cascade augmente le multiplicateur de 1, jusqu’à x{top}.",
  ptPower:
    "Quand un tour commence sur une grille sans gain, la princesse active (celle du portrait) peut utiliser son pouvoir\u00a0; pendant les tours gratuits, elle le fait toujours. Love change un type de symbole en un autre. Star ajoute une ou deux lunes joker. Storm détruit deux types de symbole.",
  ptTrinity:
    "Les gains de princesse remplissent la jauge (les lunes peuvent aider)\u00a0: 3 alignés remplissent 1 section, 4 en remplissent 2, 5 remplissent les 3. Si elle est pleine à la fin d’un tour du jeu de base, le tour du Trio des Princesses suit au sein de la même partie\u00a0: une nouvelle grille, le multiplicateur qui repart de x1, et Love, Star et Storm qui utilisent leur pouvoir à tour de rôle chaque fois que la grille ne donne aucun gain.",
  ptFree:
    "Videz toute la grille et choisissez une princesse\u00a0: Love {love} tours gratuits, Star {star}, Storm {storm}. Son pouvoir agit à chaque tour gratuit qui commence sans gain\u00a0; le multiplicateur part de x1 et est conservé d’un tour à l’autre, jusqu’à x{top}. Une jauge pleine ajoute des tours (Love +{loveExtend}, Star +{starExtend}, Storm +{stormExtend}), jusqu’à {most} au total.",
  ptPrize: "Vider la grille pendant les tours gratuits paie aussitôt {prize} fois votre mise.",
  ptMaxWin: "Une partie ne gagne jamais plus de {max} fois votre mise\u00a0; l’atteindre termine la partie.",
  ptRtpTitle: "Retour au joueur",
  ptMaxWinOdds: "Une partie atteint le gain maximum de {max} fois la mise environ une fois sur {random} (la princesse des tours gratuits choisie au hasard).",
  // The history: a round's features and status, the seal, Verify
  feature_power: "Girl Power",
  feature_trinity: "Trio des Princesses",
  feature_free_spins: "Tours gratuits",
  feature_extend: "Tours supplémentaires",
  feature_prize: "Prime de grille vidée",
  feature_cap: "Gain maximum",
  feature_void: "Annulée",
  feature_malfunction: "Dysfonctionnement",
  status_complete: "Terminée",
  status_void: "Annulée (mise rendue)",
  status_awaiting_choice: "En attente du choix des tours gratuits",
  historyUnreadable: "L’historique n’a pas pu être lu.",
  historyNote: {
    one: "Votre dernière partie, la plus récente d’abord (jusqu’à {limit}). Revoir rejoue une partie à l’écran\u00a0; Vérifier demande au moteur de la rejouer et compare.",
    other:
      "Vos {rounds} dernières parties, la plus récente d’abord (jusqu’à {limit}). Revoir rejoue une partie à l’écran\u00a0; Vérifier demande au moteur de la rejouer et compare.",
  },
  historyEmpty: "Aucune partie pour l’instant\u00a0: vos parties apparaîtront ici.",
  sealChecking: "Vérification de votre historique…",
  sealBroken: "Votre historique ne correspond plus à ce qui a été joué\u00a0: une partie y a été modifiée, endommagée ou perdue.",
  sealHolds: "Votre historique est complet et intact\u00a0: chaque partie y figure telle qu’elle a été jouée.",
  sealUnchecked: "Votre historique n’a pas pu être vérifié ici.",
  detailsTitle: "Détails",
  detailsSealHolds: "Le sceau du registre est intact\u00a0: le hash de chaque partie correspond et chacune suit la précédente.",
  detailsSealBroken: "Le sceau du registre est brisé\u00a0: {problem}.",
  detailsLink: "Partie n°\u00a0{id}\u00a0: hash {hash}, après {prev}",
  roundNumber: "Partie n°\u00a0{id}",
  balanceBefore: "Solde avant",
  balanceAfter: "Solde après",
  rtpLabel: "RTP",
  noFeature: "Aucune fonction spéciale",
  replay: "Revoir",
  replayLabel: "Revoir la partie {id}",
  replayOld: "Les étapes de cette partie ancienne n’ont pas été conservées.",
  verify: "Vérifier",
  verifyLabel: "Vérifier la partie {id}",
  verifyAsking: "Interrogation du moteur…",
  verified: "Vérifiée",
  verifyMismatch: "Différence",
  verifyCannot: "Vérification impossible",
  verifyNoRequests: "Cette partie n’a pas de demandes enregistrées à rejouer.",
  verifyNoReply: "Le moteur n’a pas répondu.",
  verifyFailed: "Le moteur n’a pas pu être interrogé\u00a0: {why}",
  verifySame: "{name}\u00a0: {value} — identique",
  verifyDiffers: "{name}\u00a0: enregistré {stored}, moteur {got}",
  verifyVoidedLater: "La partie a été annulée plus tard (elle a attendu trop longtemps)\u00a0: la mise a été rendue.",
  finalBalance: "Solde final",
  status: "Statut",
  verifyStepsSame: "Étapes\u00a0: les {steps} identiques",
  verifyStepsDiffer: "Étapes\u00a0: {stored} enregistrées, {steps} au moteur, et elles diffèrent",
  verifyStepsOld: "Étapes\u00a0: non conservées pour cette partie ancienne (gain et solde vérifiés).",
  verifyOk: "Vérifiée\u00a0: le moteur joue cette partie exactement de la même façon.",
  verifyBad: "{verdict}\u00a0: la partie rejouée par le moteur diffère de la partie enregistrée.",
  download: "Télécharger",
  downloadLabel: "Télécharger vos parties dans un fichier",
  // Game Help
  helpHowTitle: "Comment jouer",
  helpHow1:
    "Midnight Princess se joue sur une grille de {size}x{size}. Un gain, ce sont 3 symboles identiques ou plus alignés, à l’horizontale ou à la verticale, sans trou\u00a0; chaque ligne et chaque colonne comptent, un gain peut commencer n’importe où, et un symbole peut faire partie de plusieurs gains. Quand une suite de lunes se trouve à l’intérieur d’une suite plus longue d’un autre symbole, sur la même ligne ou colonne, seule celle des deux qui paie le plus est payée (la plus longue si elles paient autant). Tous les gains d’une partie s’additionnent.",
  helpHow2:
    "Les symboles gagnants sont retirés. Un gain d’exactement 3 symboles laisse une lune dans la case de son symbole central\u00a0; un gain de 4 ou 5 n’en laisse aucune. Puis les symboles du dessus tombent, ce qui peut former de nouveaux gains. Le multiplicateur de cascade augmente de 1 à chaque cascade, jusqu’à x{top}.",
  helpHow3:
    "Les mises vont de {low} à {high}. Choisissez-en une avec Mise − et Mise +, ou directement avec «\u00a0Choisir la mise\u00a0». La mise ne peut pas changer tant qu’une partie est ouverte. Tous les gains sont payés à la fin de la partie.",
  helpHow4:
    "À la fin de chaque partie du jeu de base, le multiplicateur revient à x1 et la jauge se vide\u00a0: chaque partie du jeu de base commence donc à x1 avec une jauge vide. Au sein d’une partie, le multiplicateur repart de x1 pour le tour du Trio des Princesses, et les tours gratuits commencent à x1 avec une jauge vide.",
  helpMoonTitle: "La lune, le joker",
  helpMoon: "La lune remplace tout autre symbole. Quand il ne reste que des lunes sur la grille, elles sont retirées aussi, et la grille est vidée.",
  helpPowerTitle: "Girl Power",
  helpPrincessBeside: "La princesse active est celle du portrait à droite de la grille.",
  helpPrincessAbove: "La princesse active est celle du portrait au-dessus de la grille, à gauche.",
  helpPower:
    "Quand un tour commence sur une grille sans gain, elle peut déclencher sa Girl Power\u00a0; pendant les tours gratuits, elle le fait toujours. Après une Girl Power dans le jeu de base, une autre princesse devient active.",
  helpTrinityTitle: "Trio des Princesses",
  helpMeterBeside: "La jauge se trouve sous son portrait.",
  helpMeterAbove: "La jauge se trouve à côté de son portrait.",
  helpTrinity:
    "Elle se remplit uniquement avec les gains de princesse (les lunes peuvent aider)\u00a0: 3 identiques remplissent 1 section, 4 en remplissent 2, 5 remplissent les {size}. Quand la jauge est pleine et que les cascades sont terminées, le tour du Trio des Princesses suit, au sein de la même partie\u00a0: le multiplicateur repart de x1, une nouvelle grille tombe, et Love, Star et Storm, dans cet ordre, utilisent leur pouvoir à tour de rôle chaque fois que la grille ne donne aucun gain. Ensuite, la princesse d’avant revient.",
  helpFreeTitle: "Tours gratuits",
  helpFree1:
    "Vider toute la grille offre des tours gratuits. Choisissez une princesse\u00a0: Love donne {love} tours gratuits, Star {star} et Storm {storm}. Sa Girl Power est alors utilisée à chaque tour gratuit qui commence sans gain. Les tours gratuits commencent à x1 avec une jauge vide, et le multiplicateur n’est pas remis à zéro entre les tours gratuits\u00a0: il monte jusqu’à x{top}.",
  helpFree2:
    "Remplir la jauge pendant les tours gratuits ajoute des tours (Love +{love}, Star +{star}, Storm +{storm}), jusqu’à {most} tours gratuits au total, et vide de nouveau la jauge. Le tour du Trio des Princesses n’est pas joué pendant les tours gratuits. Vider la grille pendant les tours gratuits paie aussitôt une prime de {prize} fois votre mise. Les tours gratuits utilisent la mise de la partie qui les a déclenchés.",
  helpFree3: "Les trois choix rapportent autant en moyenne\u00a0; ils ne diffèrent que par la répartition des gains.",
  // the help's pictures, named for a screen reader
  helpPicDrops: "Une grille de symboles, dont certains éclatent et laissent des cases vides",
  helpPicMoon: "Le symbole de la lune, le joker",
  helpPicPower: "{name} déclenche sa Girl Power",
  helpPicMeter: "La jauge du Trio des Princesses, une de ses trois sections remplie",
  helpPicFree: "Les cartes des trois princesses\u00a0: choisissez-en une pour vos tours gratuits",
  helpRtpTitle: "Taux de retour au joueur et gain maximum",
  helpRtp: "Le taux de retour au joueur (RTP) moyen est de {rtp}. Le RTP s’obtient sur un grand nombre de parties.",
  helpMaxWin:
    "Une partie, avec toutes les fonctions qu’elle déclenche, ne gagne jamais plus de {max} fois la mise totale. Quand une partie l’atteint, le gain est fixé à {max} fois la mise et la partie se termine aussitôt.",
  helpMaxWinOdds:
    "Une partie atteint le gain maximum de {max} fois la mise environ une fois sur {random} quand la princesse des tours gratuits est choisie au hasard\u00a0: une fois sur {love} avec Love, sur {star} avec Star et sur {storm} avec Storm (mesuré par simulation).",
  helpUnfinishedTitle: "Parties interrompues",
  helpUnfinished1:
    "Si votre partie est interrompue, toutes les informations de jeu et les mises placées sont conservées jusqu’à ce que vous rouvriez le jeu, et vous reprenez là où elle s’est arrêtée.",
  helpUnfinished2: {
    one: "Une partie qui attend le choix des tours gratuits plus de {days}\u00a0jour ({hours}\u00a0heures après son début) est annulée\u00a0: la mise est rendue et la partie ne paie rien.",
    other:
      "Une partie qui attend le choix des tours gratuits plus de {days}\u00a0jours ({hours}\u00a0heures après son début) est annulée\u00a0: la mise est rendue et la partie ne paie rien.",
  },
  helpUnfinished3:
    "Tout dysfonctionnement annule gains et parties\u00a0: si le jeu échoue de façon inattendue, la partie est annulée, la mise est rendue et vous en êtes informé.",
  helpButtonsTitle: "Boutons",
  helpBtnSpin: "Lancer / Arrêter / Espace",
  helpBtnSpinText:
    "Lance une partie. Pendant une partie, Arrêter (ou la barre d’espace) mène directement à la fin du tour affiché\u00a0; le résultat ne change jamais.",
  helpBtnPaytableText: "Ouvre la table des gains.",
  helpBtnAutoPlayText: "Joue un nombre de parties tout seul, avec des arrêts au choix\u00a0; appuyez de nouveau pour l’arrêter.",
  helpBtnSelectBetText: "Ouvre la liste des mises pour en choisir une directement.",
  helpBtnBet: "Mise − / Mise +",
  helpBtnBetText: "Baisse ou augmente la mise d’un niveau.",
  helpBtnSettingsText:
    "Ouvre les paramètres\u00a0: son activé ou non et son volume, musique activée ou non et son volume, jeu rapide, animations réduites, langue, réinitialisation de l’argent fictif.",
  helpBtnCloseText: "Ferme le jeu\u00a0; votre partie est enregistrée.",
  helpBtnHistoryText: "Ouvre les dernières parties\u00a0; revoyez-en une ou faites-la vérifier par le moteur, ou téléchargez-les dans un fichier.",
  helpBtnHelpText: "Ouvre cette page.",
  helpBtnFastPlayText: "Active ou désactive le jeu rapide\u00a0: animations plus courtes, chaque étape reste affichée.",
  helpBtnSoundText: "Active ou coupe le son et la musique.",
  helpDisabled: "Un bouton désactivé ou inactif indique que l’option n’est pas disponible dans la juridiction et/ou chez l’opérateur.",
  helpProfile: "Ce jeu suit les règles suivantes ({name})\u00a0: {rules}.",
  helpNoAutoPlay: "pas de jeu automatique",
  helpNoFastPlay: "pas de jeu rapide",
  helpNoStop: "pas de bouton Arrêter",
  helpMinRound: { one: "chaque partie dure au moins {seconds}\u00a0seconde", other: "chaque partie dure au moins {seconds}\u00a0secondes" },
  helpKeys:
    "Clavier\u00a0: Tab passe d’un bouton à l’autre\u00a0; Espace ou Entrée lance (et arrête)\u00a0; les flèches changent la mise\u00a0; 1, 2 et 3 choisissent une princesse\u00a0; M son\u00a0; T jeu rapide\u00a0; Échap ferme un panneau.",
});
