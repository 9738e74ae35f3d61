// Português (Brasil): the words of the panels (the help, the paytable, the history), loaded once the game
// is playable; the keys of lang/panels/en.js (docs/languages.md).

export default Object.freeze({
  // The paytable
  symbolPays: "Pagamentos dos símbolos",
  symbol_heart: "Coração",
  symbol_bell: "Sino",
  symbol_gem: "Gema",
  symbol_potion: "Poção",
  symbol_moon: "Lua (curinga)",
  princessSymbol: "Princesa {name}",
  paysAtBet: "Pagamentos com sua aposta de {bet}. Paga-se por 3, 4 ou 5 em linha ou coluna, vezes o multiplicador de cascata.",
  features: "Recursos especiais",
  ptMoonTitle: "Lua: o curinga",
  ptMoon:
    "A lua substitui qualquer outro símbolo. Cada ganho pago de exatamente 3 deixa uma lua na casa do meio. Quando só restam luas na grade, elas também são removidas.",
  ptDropsTitle: "Cascatas e multiplicador",
  ptDrops: "Os símbolos vencedores saem, os outros caem e a grade é verificada de novo. Cada cascata aumenta o multiplicador em 1, até x{top}.",
  ptPower:
    "Quando um giro começa com a grade sem ganho, a princesa ativa (a do retrato) pode usar seu poder; nos giros grátis, ela sempre usa. Love transforma um tipo de símbolo em outro. Star adiciona uma ou duas luas curinga. Storm destrói dois tipos de símbolo.",
  ptTrinity:
    "Ganhos de princesa enchem o medidor (as luas podem ajudar): 3 em linha enchem 1 seção, 4 enchem 2 e 5 enchem as 3. Se ele estiver cheio no fim de um giro do jogo base, vem a rodada do Trio das Princesas, como parte da mesma rodada: uma grade nova, o multiplicador de novo a partir de x1, e Love, Star e Storm usam seus poderes, uma de cada vez, sempre que a grade não dá ganho.",
  ptFree:
    "Limpe a grade inteira e escolha uma princesa: Love {love} giros grátis, Star {star}, Storm {storm}. O poder dela age em cada giro grátis que começa sem ganho; o multiplicador começa em x1 e passa de um giro para o outro, até x{top}. Um medidor cheio adiciona giros (Love +{loveExtend}, Star +{starExtend}, Storm +{stormExtend}), até {most} no total.",
  ptPrize: "Limpar a grade durante os giros grátis paga na hora {prize} vezes sua aposta.",
  ptMaxWin: "Uma rodada nunca ganha mais de {max} vezes sua aposta; ao chegar lá, a rodada termina.",
  ptRtpTitle: "Retorno ao jogador",
  ptMaxWinOdds:
    "Uma rodada chega ao ganho máximo de {max} vezes a aposta mais ou menos uma vez a cada {random} rodadas (com a princesa dos giros grátis escolhida ao acaso).",
  // The history: a round's features and status, the seal, Verify
  feature_power: "Girl Power",
  feature_trinity: "Trio das Princesas",
  feature_free_spins: "Giros grátis",
  feature_extend: "Giros extras",
  feature_prize: "Prêmio de grade limpa",
  feature_cap: "Ganho máximo",
  feature_void: "Anulada",
  feature_malfunction: "Mau funcionamento",
  status_complete: "Concluída",
  status_void: "Anulada (aposta devolvida)",
  status_awaiting_choice: "Esperando a escolha dos giros grátis",
  historyUnreadable: "Não foi possível ler o histórico.",
  historyNote: {
    one: "Sua última rodada, a mais recente primeiro (até {limit}). Rever mostra uma rodada de novo; Verificar pede ao motor que a jogue de novo e compara.",
    other:
      "Suas últimas {rounds} rodadas, a mais recente primeiro (até {limit}). Rever mostra uma rodada de novo; Verificar pede ao motor que a jogue de novo e compara.",
  },
  historyEmpty: "Ainda não há rodadas: suas rodadas aparecerão aqui.",
  sealChecking: "Verificando seu histórico…",
  sealBroken: "Seu histórico não confere com o que foi jogado: uma rodada nele foi alterada, danificada ou perdida.",
  sealHolds: "Seu histórico está completo e sem alterações: cada rodada aparece como foi jogada.",
  sealUnchecked: "Não foi possível verificar seu histórico aqui.",
  detailsTitle: "Detalhes",
  detailsSealHolds: "O selo do registro está intacto: o hash de cada rodada confere e cada uma segue a anterior.",
  detailsSealBroken: "O selo do registro está rompido: {problem}.",
  detailsLink: "Rodada nº {id}: hash {hash}, depois de {prev}",
  roundNumber: "Rodada nº {id}",
  balanceBefore: "Saldo antes",
  balanceAfter: "Saldo depois",
  rtpLabel: "RTP",
  noFeature: "Sem recurso especial",
  replay: "Rever",
  replayLabel: "Rever a rodada {id}",
  replayOld: "Os passos desta rodada antiga não foram guardados.",
  verify: "Verificar",
  verifyLabel: "Verificar a rodada {id}",
  verifyAsking: "Consultando o motor…",
  verified: "Verificada",
  verifyMismatch: "Divergência",
  verifyCannot: "Não é possível verificar",
  verifyNoRequests: "Esta rodada não tem pedidos guardados para repetir.",
  verifyNoReply: "O motor não respondeu.",
  verifyFailed: "Não foi possível consultar o motor: {why}",
  verifySame: "{name}: {value} — igual",
  verifyDiffers: "{name}: guardado {stored}, motor {got}",
  verifyVoidedLater: "A rodada foi anulada depois (esperou demais): a aposta foi devolvida.",
  finalBalance: "Saldo final",
  status: "Situação",
  verifyStepsSame: "Passos: todos os {steps} iguais",
  verifyStepsDiffer: "Passos: {stored} guardados, {steps} no motor, e são diferentes",
  verifyStepsOld: "Passos: não guardados nesta rodada antiga (ganho e saldo verificados).",
  verifyOk: "Verificada: o motor joga esta rodada exatamente igual.",
  verifyBad: "{verdict}: a repetição do motor difere da rodada guardada.",
  download: "Baixar",
  downloadLabel: "Baixar suas rodadas em um arquivo",
  // Game Help
  helpHowTitle: "Como jogar",
  helpHow1:
    "Midnight Princess é jogado numa grade de {size}x{size}. Um ganho são 3 ou mais símbolos iguais em sequência, na horizontal ou na vertical, sem espaços; toda linha e coluna conta, os ganhos podem começar em qualquer lugar e um símbolo pode fazer parte de vários ganhos. Quando uma sequência de luas fica dentro de uma sequência mais longa de outro símbolo, na mesma linha ou coluna, só é paga a das duas que paga mais (a mais longa, se pagarem o mesmo). Todos os ganhos de uma rodada são somados.",
  helpHow2:
    "Os símbolos vencedores são removidos. Um ganho de exatamente 3 deixa uma lua na casa do seu símbolo do meio; um de 4 ou 5 não deixa nenhuma. Depois os símbolos de cima caem, podendo formar novos ganhos. O multiplicador de cascata sobe 1 a cada cascata, até x{top}.",
  helpHow3:
    "As apostas vão de {low} a {high}. Escolha uma com Aposta − e Aposta +, ou diretamente com “Escolher aposta”. A aposta não pode mudar enquanto uma rodada estiver aberta. Todos os ganhos são pagos no fim da rodada.",
  helpHow4:
    "Ao fim de cada rodada do jogo base, o multiplicador volta a x1 e o medidor se esvazia, então cada rodada do jogo base começa em x1 com o medidor vazio. Dentro de uma rodada, o multiplicador recomeça em x1 na rodada do Trio das Princesas, e os giros grátis começam em x1 com o medidor vazio.",
  helpMoonTitle: "A lua, o curinga",
  helpMoon: "A lua substitui qualquer outro símbolo. Quando só restam luas na grade, elas também são removidas, e a grade fica limpa.",
  helpPowerTitle: "Girl Power",
  helpPrincessBeside: "A princesa ativa é a do retrato à direita da grade.",
  helpPrincessAbove: "A princesa ativa é a do retrato acima da grade, à esquerda.",
  helpPower:
    "Quando um giro começa com a grade sem ganho, ela pode usar sua Girl Power; nos giros grátis, sempre usa. Depois de uma Girl Power no jogo base, outra princesa fica ativa.",
  helpTrinityTitle: "Trio das Princesas",
  helpMeterBeside: "O medidor fica embaixo do retrato dela.",
  helpMeterAbove: "O medidor fica ao lado do retrato dela.",
  helpTrinity:
    "Ele só enche com ganhos de princesa (as luas podem ajudar): 3 iguais enchem 1 seção, 4 enchem 2 e 5 enchem as {size}. Quando o medidor está cheio e as cascatas terminaram, vem a rodada do Trio das Princesas, como parte da mesma rodada: o multiplicador volta a x1, cai uma grade nova e Love, Star e Storm, nessa ordem, usam seus poderes uma de cada vez sempre que a grade não dá ganho. Depois, a princesa de antes volta.",
  helpFreeTitle: "Giros grátis",
  helpFree1:
    "Limpar a grade inteira dá giros grátis. Escolha uma princesa: Love dá {love} giros grátis, Star {star} e Storm {storm}. A Girl Power dela é então usada em cada giro grátis que começa sem ganho. Os giros grátis começam em x1 com o medidor vazio, e o multiplicador não é zerado entre os giros grátis: ele sobe até x{top}.",
  helpFree2:
    "Encher o medidor durante os giros grátis adiciona giros (Love +{love}, Star +{star}, Storm +{storm}), até {most} giros grátis no total, e esvazia o medidor de novo. A rodada do Trio das Princesas não é jogada durante os giros grátis. Limpar a grade durante os giros grátis paga na hora um prêmio de {prize} vezes sua aposta. Os giros grátis usam a aposta da rodada que os ativou.",
  helpFree3: "As três escolhas dão o mesmo retorno em média; elas só diferem em como os ganhos se distribuem.",
  // the help's pictures, named for a screen reader
  helpPicDrops: "Uma grade de símbolos, alguns estourando e deixando casas vazias",
  helpPicMoon: "O símbolo da lua, o curinga",
  helpPicPower: "{name} usando sua Girl Power",
  helpPicMeter: "O medidor do Trio das Princesas, com uma das três seções cheia",
  helpPicFree: "As cartas das três princesas: escolha uma para os seus giros grátis",
  helpRtpTitle: "Retorno ao jogador e ganho máximo",
  helpRtp: "O RTP médio é de {rtp}. O RTP é alcançado ao longo de muitas partidas.",
  helpMaxWin:
    "Uma rodada de jogo, com todos os recursos que ativar, nunca ganha mais de {max} vezes a aposta total. Quando uma rodada chega lá, o ganho é fixado em {max} vezes e a rodada termina na hora.",
  helpMaxWinOdds:
    "Uma rodada chega ao ganho máximo de {max} vezes a aposta mais ou menos uma vez a cada {random} rodadas quando a princesa dos giros grátis é escolhida ao acaso: uma vez a cada {love} com Love, {star} com Star e {storm} com Storm (medido por simulação).",
  helpUnfinishedTitle: "Partidas interrompidas",
  helpUnfinished1:
    "Se sua rodada for interrompida, todas as informações do jogo e as apostas feitas ficam guardadas até você abrir o jogo de novo, e você continua do ponto da interrupção.",
  helpUnfinished2: {
    one: "Uma rodada que espera a escolha dos giros grátis por mais de {days} dia ({hours} horas depois de começar) é anulada: a aposta é devolvida e a rodada não paga nada.",
    other:
      "Uma rodada que espera a escolha dos giros grátis por mais de {days} dias ({hours} horas depois de começar) é anulada: a aposta é devolvida e a rodada não paga nada.",
  },
  helpUnfinished3:
    "Mau funcionamento anula todos os pagamentos e jogadas: se o jogo falhar inesperadamente, a rodada é anulada, a aposta é devolvida e você é avisado.",
  helpButtonsTitle: "Botões",
  helpBtnSpin: "Girar / Parar / Espaço",
  helpBtnSpinText: "Inicia uma rodada. Durante uma rodada, Parar (ou a barra de espaço) pula para o fim do giro na tela; o resultado nunca muda.",
  helpBtnPaytableText: "Abre a tabela de pagamentos.",
  helpBtnAutoPlayText: "Joga um número de rodadas sozinho, com paradas opcionais; toque de novo para parar.",
  helpBtnSelectBetText: "Abre a lista de apostas para escolher uma diretamente.",
  helpBtnBet: "Aposta − / Aposta +",
  helpBtnBetText: "Diminui ou aumenta a aposta em um nível.",
  helpBtnSettingsText:
    "Abre as configurações: som ligado ou desligado e seu volume, música ligada ou desligada e seu volume, jogo rápido, movimento reduzido, idioma, redefinição do dinheiro fictício.",
  helpBtnCloseText: "Fecha o jogo; sua partida fica salva.",
  helpBtnHistoryText: "Abre as últimas rodadas; reveja uma ou peça ao motor que a verifique, ou baixe-as em um arquivo.",
  helpBtnHelpText: "Abre esta página.",
  helpBtnFastPlayText: "Liga ou desliga o jogo rápido: animações mais curtas, todos os passos continuam visíveis.",
  helpBtnSoundText: "Liga ou desliga o som e a música.",
  helpDisabled: "Um botão desativado ou inativo indica que a opção não está disponível na jurisdição e/ou com o operador.",
  helpProfile: "Este jogo segue as regras de {name}: {rules}.",
  helpNoAutoPlay: "sem jogo automático",
  helpNoFastPlay: "sem jogo rápido",
  helpNoStop: "sem o botão Parar",
  helpMinRound: { one: "cada rodada dura pelo menos {seconds} segundo", other: "cada rodada dura pelo menos {seconds} segundos" },
  helpKeys:
    "Teclado: Tab passa de um botão a outro; Espaço ou Enter gira (e para); as setas mudam a aposta; 1, 2 e 3 escolhem uma princesa; M som; T jogo rápido; Esc fecha um painel.",
});
