// Español: the words of the panels (the help, the paytable, the history), loaded once the game
// is playable; the keys of lang/panels/en.js (docs/languages.md).

export default Object.freeze({
  // The paytable
  symbolPays: "Pagos de los símbolos",
  symbol_heart: "Corazón",
  symbol_bell: "Campana",
  symbol_gem: "Gema",
  symbol_potion: "Poción",
  symbol_moon: "Luna (comodín)",
  princessSymbol: "Princesa {name}",
  paysAtBet:
    "Pagos con tu apuesta de {bet}. Se paga por 3, 4 o 5 símbolos iguales en fila o en columna, y cada pago se multiplica por el multiplicador de cascada.",
  features: "Funciones especiales",
  ptMoonTitle: "Luna: el comodín",
  ptMoon:
    "La luna sustituye a cualquier otro símbolo. Cada ganancia pagada de exactamente 3 deja una luna en su casilla central. Cuando en el tablero solo quedan lunas, también se retiran.",
  ptDropsTitle: "Cascadas y multiplicador",
  ptDrops: "Los símbolos ganadores desaparecen, los demás caen y el tablero se vuelve a comprobar. Cada cascada sube el multiplicador en 1, hasta x{top}.",
  ptPower:
    "Cuando un giro empieza con un tablero sin ganancia, la princesa activa (la del retrato) puede usar su poder; en los giros gratis lo hace siempre. Love convierte un tipo de símbolo en otro. Star añade una o dos lunas comodín. Storm destruye dos tipos de símbolo.",
  ptTrinity:
    "Las ganancias de princesa llenan el medidor (las lunas pueden ayudar): 3 en fila llenan 1 sección, 4 llenan 2 y 5 llenan las 3. Si está lleno al final de un giro del juego base, sigue la ronda del Trío de Princesas dentro de la misma ronda: un tablero nuevo, el multiplicador desde x1, y Love, Star y Storm usan sus poderes por turnos cada vez que el tablero no da ganancia.",
  ptFree:
    "Despeja todo el tablero y elige una princesa: Love {love} giros gratis, Star {star}, Storm {storm}. Su poder actúa en cada giro gratis que empieza sin ganancia; el multiplicador empieza en x1 y se mantiene de un giro a otro, hasta x{top}. Un medidor lleno añade giros (Love +{loveExtend}, Star +{starExtend}, Storm +{stormExtend}), hasta {most} en total.",
  ptPrize: "Despejar el tablero durante los giros gratis paga al instante {prize} veces tu apuesta.",
  ptMaxWin: "Una ronda nunca gana más de {max} veces tu apuesta; al alcanzarlo, la ronda termina.",
  ptRtpTitle: "Retorno al jugador",
  ptMaxWinOdds:
    "Una ronda alcanza la ganancia máxima de {max} veces la apuesta aproximadamente una vez cada {random} rondas (con la princesa de los giros gratis elegida al azar).",
  // The history: a round's features and status, the seal, Verify
  feature_power: "Girl Power",
  feature_trinity: "Trío de Princesas",
  feature_free_spins: "Giros gratis",
  feature_extend: "Giros extra",
  feature_prize: "Premio por tablero despejado",
  feature_cap: "Ganancia máxima",
  feature_void: "Anulada",
  feature_malfunction: "Fallo",
  status_complete: "Completada",
  status_void: "Anulada (apuesta devuelta)",
  status_awaiting_choice: "Esperando la elección de los giros gratis",
  historyUnreadable: "No se pudo leer el historial.",
  historyNote: {
    one: "Tu última ronda, la más reciente primero (hasta {limit}). Repetir vuelve a mostrar una ronda; Verificar pide al motor que la juegue de nuevo y compara.",
    other:
      "Tus últimas {rounds} rondas, la más reciente primero (hasta {limit}). Repetir vuelve a mostrar una ronda; Verificar pide al motor que la juegue de nuevo y compara.",
  },
  historyEmpty: "Aún no hay rondas: tus rondas aparecerán aquí.",
  sealChecking: "Comprobando tu historial…",
  sealBroken: "Tu historial no coincide con lo que se jugó: una ronda se ha modificado, dañado o perdido.",
  sealHolds: "Tu historial está completo y sin cambios: cada ronda figura tal como se jugó.",
  sealUnchecked: "Aquí no se pudo comprobar tu historial.",
  detailsTitle: "Detalles",
  detailsSealHolds: "El sello del registro está intacto: el hash de cada ronda coincide y cada una sigue a la anterior.",
  detailsSealBroken: "El sello del registro está roto: {problem}.",
  detailsLink: "Ronda n.º {id}: hash {hash}, tras {prev}",
  roundNumber: "Ronda n.º {id}",
  balanceBefore: "Saldo antes",
  balanceAfter: "Saldo después",
  rtpLabel: "RTP",
  noFeature: "Sin función especial",
  replay: "Repetir",
  replayLabel: "Repetir la ronda {id}",
  replayOld: "No se guardaron los pasos de esta ronda antigua.",
  verify: "Verificar",
  verifyLabel: "Verificar la ronda {id}",
  verifyAsking: "Consultando al motor…",
  verified: "Verificada",
  verifyMismatch: "No coincide",
  verifyCannot: "No se puede verificar",
  verifyNoRequests: "Esta ronda no tiene solicitudes guardadas para repetir.",
  verifyNoReply: "El motor no ha respondido.",
  verifyFailed: "No se pudo consultar al motor: {why}",
  verifySame: "{name}: {value} — igual",
  verifyDiffers: "{name}: guardado {stored}, motor {got}",
  verifyVoidedLater: "La ronda se anuló más tarde (esperó demasiado): se devolvió la apuesta.",
  finalBalance: "Saldo final",
  status: "Estado",
  verifyStepsSame: "Pasos: los {steps} iguales",
  verifyStepsDiffer: "Pasos: guardados {stored}, motor {steps}, y son distintos",
  verifyStepsOld: "Pasos: no se guardaron para esta ronda antigua (ganancia y saldo comprobados).",
  verifyOk: "Verificada: el motor juega esta ronda exactamente igual.",
  verifyBad: "{verdict}: la repetición del motor no coincide con la ronda guardada.",
  download: "Descargar",
  downloadLabel: "Descargar tus rondas en un archivo",
  // Game Help
  helpHowTitle: "Cómo se juega",
  helpHow1:
    "Midnight Princess se juega en un tablero de {size}x{size}. Una ganancia son 3 o más símbolos iguales seguidos, en horizontal o en vertical, sin huecos; cuentan todas las filas y columnas, las ganancias pueden empezar en cualquier parte y un símbolo puede formar parte de varias ganancias. Cuando una serie de lunas está dentro de una serie más larga de otro símbolo, en la misma fila o columna, solo se paga la de las dos que paga más (la más larga si pagan lo mismo). Todas las ganancias de una ronda se suman.",
  helpHow2:
    "Los símbolos ganadores se retiran. Una ganancia de exactamente 3 deja una luna en la casilla de su símbolo central; una de 4 o 5 no deja ninguna. Luego los símbolos de arriba caen, lo que puede formar nuevas ganancias. El multiplicador de cascada sube en 1 con cada cascada, hasta x{top}.",
  helpHow3:
    "Las apuestas van de {low} a {high}. Elige una con Apuesta − y Apuesta +, o directamente con «Elegir apuesta». La apuesta no se puede cambiar mientras una ronda está abierta. Todas las ganancias se pagan al final de la ronda.",
  helpHow4:
    "Al terminar cada ronda del juego base, el multiplicador vuelve a x1 y el medidor se vacía, así que cada ronda del juego base empieza en x1 con el medidor vacío. Dentro de una ronda, el multiplicador vuelve a empezar en x1 en la ronda del Trío de Princesas, y los giros gratis empiezan en x1 con el medidor vacío.",
  helpMoonTitle: "La luna, el comodín",
  helpMoon: "La luna sustituye a cualquier otro símbolo. Cuando en el tablero solo quedan lunas, también se retiran, y el tablero queda despejado.",
  helpPowerTitle: "Girl Power",
  helpPrincessBeside: "La princesa activa es la del retrato a la derecha del tablero.",
  helpPrincessAbove: "La princesa activa es la del retrato encima del tablero, a la izquierda.",
  helpPower:
    "Cuando un giro empieza con un tablero sin ganancia, puede usar su Girl Power; en los giros gratis lo hace siempre. Tras una Girl Power en el juego base, pasa a estar activa otra princesa.",
  helpTrinityTitle: "Trío de Princesas",
  helpMeterBeside: "El medidor está debajo de su retrato.",
  helpMeterAbove: "El medidor está al lado de su retrato.",
  helpTrinity:
    "Solo se llena con ganancias de princesa (las lunas pueden ayudar): 3 iguales llenan 1 sección, 4 llenan 2 y 5 llenan las {size}. Cuando el medidor está lleno y las cascadas han terminado, sigue la ronda del Trío de Princesas, como parte de la misma ronda: el multiplicador vuelve a x1, cae un tablero nuevo y Love, Star y Storm, por este orden, usan sus poderes por turnos cada vez que el tablero no da ganancia. Después vuelve la princesa de antes.",
  helpFreeTitle: "Giros gratis",
  helpFree1:
    "Despejar todo el tablero otorga giros gratis. Elige una princesa: Love da {love} giros gratis, Star {star} y Storm {storm}. Su Girl Power se usa entonces en cada giro gratis que empieza sin ganancia. Los giros gratis empiezan en x1 con el medidor vacío, y el multiplicador no se reinicia entre giros gratis: sube hasta x{top}.",
  helpFree2:
    "Llenar el medidor durante los giros gratis añade giros (Love +{love}, Star +{star}, Storm +{storm}), hasta {most} giros gratis en total, y vuelve a vaciar el medidor. Durante los giros gratis no se juega la ronda del Trío de Princesas. Despejar el tablero durante los giros gratis paga al instante un premio de {prize} veces tu apuesta. Los giros gratis usan la apuesta de la ronda que los activó.",
  helpFree3: "Las tres opciones devuelven lo mismo de media; solo se diferencian en cómo se reparten las ganancias.",
  // the help's pictures, named for a screen reader
  helpPicDrops: "Un tablero de símbolos, algunos estallando y dejando casillas vacías",
  helpPicMoon: "El símbolo de la luna, el comodín",
  helpPicPower: "{name} usando su Girl Power",
  helpPicMeter: "El medidor del Trío de Princesas, con una de sus tres secciones llena",
  helpPicFree: "Las cartas de las tres princesas: elige una para tus giros gratis",
  helpRtpTitle: "Retorno al jugador y ganancia máxima",
  helpRtp: "El RTP medio es del {rtp}. El RTP se alcanza a lo largo de muchas partidas.",
  helpMaxWin:
    "Una ronda de juego, con todas las funciones que active, nunca gana más de {max} veces la apuesta total. Cuando una ronda lo alcanza, la ganancia se fija en {max} veces y la ronda termina al instante.",
  helpMaxWinOdds:
    "Una ronda alcanza la ganancia máxima de {max} veces la apuesta aproximadamente una vez cada {random} rondas cuando la princesa de los giros gratis se elige al azar: una vez cada {love} con Love, {star} con Star y {storm} con Storm (medido por simulación).",
  helpUnfinishedTitle: "Partidas interrumpidas",
  helpUnfinished1:
    "Si tu ronda se interrumpe, toda la información de juego y las apuestas hechas se guardan hasta que vuelvas a abrir el juego, y continúas desde el punto de la interrupción.",
  helpUnfinished2: {
    one: "Una ronda que espera la elección de los giros gratis más de {days} día ({hours} horas desde que empezó) queda anulada: se devuelve la apuesta y la ronda no paga nada.",
    other:
      "Una ronda que espera la elección de los giros gratis más de {days} días ({hours} horas desde que empezó) queda anulada: se devuelve la apuesta y la ronda no paga nada.",
  },
  helpUnfinished3:
    "Un fallo anula todos los pagos y jugadas: si el juego falla de forma inesperada, la ronda queda anulada, se devuelve la apuesta y se te informa.",
  helpButtonsTitle: "Botones",
  helpBtnSpin: "Girar / Parar / Espacio",
  helpBtnSpinText:
    "Inicia una ronda de juego. Mientras se juega una ronda, Parar (o la barra espaciadora) salta al final del giro en pantalla; el resultado nunca cambia.",
  helpBtnPaytableText: "Abre la tabla de pagos.",
  helpBtnAutoPlayText: "Juega un número de rondas por sí solo, con paradas opcionales; púlsalo de nuevo para detenerlo.",
  helpBtnSelectBetText: "Abre la lista de apuestas para elegir una directamente.",
  helpBtnBet: "Apuesta − / Apuesta +",
  helpBtnBetText: "Baja o sube la apuesta un nivel.",
  helpBtnSettingsText:
    "Abre los ajustes: sonido activado o no y su volumen, música activada o no y su volumen, juego rápido, movimiento reducido, idioma, restablecer el dinero ficticio.",
  helpBtnCloseText: "Cierra el juego; tu partida queda guardada.",
  helpBtnHistoryText: "Abre las últimas rondas; repite una o haz que el motor la verifique, o descárgalas en un archivo.",
  helpBtnHelpText: "Abre esta página.",
  helpBtnFastPlayText: "Activa o desactiva el juego rápido: animaciones más cortas, se siguen mostrando todos los pasos.",
  helpBtnSoundText: "Activa o desactiva el sonido y la música.",
  helpDisabled: "Un botón desactivado o inactivo indica que la opción no está disponible en la jurisdicción o con el operador.",
  helpProfile: "Este juego sigue las reglas de {name}: {rules}.",
  helpNoAutoPlay: "sin juego automático",
  helpNoFastPlay: "sin juego rápido",
  helpNoStop: "sin el botón Parar",
  helpMinRound: { one: "cada ronda dura al menos {seconds} segundo", other: "cada ronda dura al menos {seconds} segundos" },
  helpKeys:
    "Teclado: Tab pasa de un botón a otro; Espacio o Intro gira (y para); las flechas cambian la apuesta; 1, 2 y 3 eligen una princesa; M sonido; T juego rápido; Esc cierra un panel.",
});
