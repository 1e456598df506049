import type { ErpExportFailureReason, Locale } from '../../../domain';

/**
 * Converting a shop order into an order of the ERP from its detail page (storefront spec §4: "Order conversion
 * can be started; the page is reloaded to see the result"). Placeholders are written `{name}`.
 */
export interface ErpConversionMessages {
  heading: string;
  converted: string;
  notConverted: string;
  failed: string;
  start: string;
  started: string;
  reload: string;
  startFailed: string;
  reasons: Record<ErpExportFailureReason, string>;
}

export const erpConversionMessages: Record<Locale, ErpConversionMessages> = {
  en: {
    heading: 'Order system',
    converted: 'Converted: order {erpOrderNumber} in our order system.',
    notConverted: 'Our order system has not received this order yet.',
    failed: 'The last conversion failed: {reason}',
    start: 'Start order conversion',
    started: 'The order conversion has started. Reload the page to see the result.',
    reload: 'Reload',
    startFailed: 'The order conversion could not be started. Please try again later.',
    reasons: {
      unknown_customer:
        'your company is not yet a customer in our order system. Our sales team will connect it.',
      refused: 'our order system did not accept the order. Our sales team will look into it.',
      authentication: 'the shop could not sign in to our order system.',
      unreachable: 'our order system could not be reached.',
      timeout: 'our order system did not answer in time.',
      erp_error: 'our order system reported an error.',
      malformed: 'our order system gave an answer the shop did not understand.',
    },
  },
  fi: {
    heading: 'Tilausjärjestelmä',
    converted: 'Siirretty: tilaus {erpOrderNumber} tilausjärjestelmässämme.',
    notConverted: 'Tilausjärjestelmämme ei ole vielä vastaanottanut tätä tilausta.',
    failed: 'Viimeisin siirto epäonnistui: {reason}',
    start: 'Aloita tilauksen siirto',
    started: 'Tilauksen siirto on aloitettu. Lataa sivu uudelleen nähdäksesi tuloksen.',
    reload: 'Lataa uudelleen',
    startFailed: 'Tilauksen siirtoa ei voitu aloittaa. Yritä myöhemmin uudelleen.',
    reasons: {
      unknown_customer:
        'yrityksesi ei ole vielä asiakas tilausjärjestelmässämme. Myyntitiimimme liittää sen.',
      refused: 'tilausjärjestelmämme ei hyväksynyt tilausta. Myyntitiimimme selvittää asian.',
      authentication: 'verkkokauppa ei voinut kirjautua tilausjärjestelmäämme.',
      unreachable: 'tilausjärjestelmäämme ei tavoitettu.',
      timeout: 'tilausjärjestelmämme ei vastannut ajoissa.',
      erp_error: 'tilausjärjestelmämme ilmoitti virheestä.',
      malformed: 'tilausjärjestelmämme vastasi tavalla, jota verkkokauppa ei ymmärtänyt.',
    },
  },
  sv: {
    heading: 'Ordersystem',
    converted: 'Överförd: order {erpOrderNumber} i vårt ordersystem.',
    notConverted: 'Vårt ordersystem har ännu inte tagit emot den här ordern.',
    failed: 'Den senaste överföringen misslyckades: {reason}',
    start: 'Starta orderöverföring',
    started: 'Orderöverföringen har startat. Ladda om sidan för att se resultatet.',
    reload: 'Ladda om',
    startFailed: 'Orderöverföringen kunde inte startas. Försök igen senare.',
    reasons: {
      unknown_customer: 'ditt företag är ännu inte kund i vårt ordersystem. Vårt säljteam kopplar det.',
      refused: 'vårt ordersystem godtog inte ordern. Vårt säljteam undersöker saken.',
      authentication: 'webbutiken kunde inte logga in i vårt ordersystem.',
      unreachable: 'vårt ordersystem kunde inte nås.',
      timeout: 'vårt ordersystem svarade inte i tid.',
      erp_error: 'vårt ordersystem rapporterade ett fel.',
      malformed: 'vårt ordersystem gav ett svar som webbutiken inte förstod.',
    },
  },
  nb: {
    heading: 'Ordresystem',
    converted: 'Overført: ordre {erpOrderNumber} i vårt ordresystem.',
    notConverted: 'Ordresystemet vårt har ennå ikke mottatt denne ordren.',
    failed: 'Den siste overføringen mislyktes: {reason}',
    start: 'Start ordreoverføring',
    started: 'Ordreoverføringen har startet. Last inn siden på nytt for å se resultatet.',
    reload: 'Last inn på nytt',
    startFailed: 'Ordreoverføringen kunne ikke startes. Prøv igjen senere.',
    reasons: {
      unknown_customer:
        'firmaet ditt er ennå ikke kunde i ordresystemet vårt. Salgsteamet vårt kobler det til.',
      refused: 'ordresystemet vårt godtok ikke ordren. Salgsteamet vårt ser på saken.',
      authentication: 'nettbutikken kunne ikke logge inn i ordresystemet vårt.',
      unreachable: 'ordresystemet vårt kunne ikke nås.',
      timeout: 'ordresystemet vårt svarte ikke i tide.',
      erp_error: 'ordresystemet vårt meldte om en feil.',
      malformed: 'ordresystemet vårt ga et svar nettbutikken ikke forsto.',
    },
  },
  da: {
    heading: 'Ordresystem',
    converted: 'Overført: ordre {erpOrderNumber} i vores ordresystem.',
    notConverted: 'Vores ordresystem har endnu ikke modtaget denne ordre.',
    failed: 'Den seneste overførsel mislykkedes: {reason}',
    start: 'Start ordreoverførsel',
    started: 'Ordreoverførslen er startet. Genindlæs siden for at se resultatet.',
    reload: 'Genindlæs',
    startFailed: 'Ordreoverførslen kunne ikke startes. Prøv igen senere.',
    reasons: {
      unknown_customer:
        'din virksomhed er endnu ikke kunde i vores ordresystem. Vores salgsteam tilknytter den.',
      refused: 'vores ordresystem accepterede ikke ordren. Vores salgsteam ser på sagen.',
      authentication: 'webshoppen kunne ikke logge ind i vores ordresystem.',
      unreachable: 'vores ordresystem kunne ikke nås.',
      timeout: 'vores ordresystem svarede ikke i tide.',
      erp_error: 'vores ordresystem meldte en fejl.',
      malformed: 'vores ordresystem gav et svar, som webshoppen ikke forstod.',
    },
  },
  fr: {
    heading: 'Système de commandes',
    converted: 'Transférée : commande {erpOrderNumber} dans notre système de commandes.',
    notConverted: "Notre système de commandes n'a pas encore reçu cette commande.",
    failed: 'Le dernier transfert a échoué : {reason}',
    start: 'Lancer le transfert de la commande',
    started: 'Le transfert de la commande a commencé. Rechargez la page pour voir le résultat.',
    reload: 'Recharger',
    startFailed: "Le transfert de la commande n'a pas pu être lancé. Veuillez réessayer plus tard.",
    reasons: {
      unknown_customer:
        "votre entreprise n'est pas encore cliente dans notre système de commandes. Notre équipe commerciale va la rattacher.",
      refused:
        "notre système de commandes n'a pas accepté la commande. Notre équipe commerciale va examiner la question.",
      authentication: "la boutique n'a pas pu se connecter à notre système de commandes.",
      unreachable: "notre système de commandes n'a pas pu être joint.",
      timeout: "notre système de commandes n'a pas répondu à temps.",
      erp_error: 'notre système de commandes a signalé une erreur.',
      malformed: "notre système de commandes a donné une réponse que la boutique n'a pas comprise.",
    },
  },
  it: {
    heading: 'Sistema ordini',
    converted: 'Trasferito: ordine {erpOrderNumber} nel nostro sistema ordini.',
    notConverted: 'Il nostro sistema ordini non ha ancora ricevuto questo ordine.',
    failed: "L'ultimo trasferimento non è riuscito: {reason}",
    start: "Avvia il trasferimento dell'ordine",
    started: "Il trasferimento dell'ordine è stato avviato. Ricarica la pagina per vedere il risultato.",
    reload: 'Ricarica',
    startFailed: "Non è stato possibile avviare il trasferimento dell'ordine. Riprova più tardi.",
    reasons: {
      unknown_customer:
        'la tua azienda non è ancora cliente nel nostro sistema ordini. Il nostro team vendite la collegherà.',
      refused: "il nostro sistema ordini non ha accettato l'ordine. Il nostro team vendite se ne occuperà.",
      authentication: 'il negozio non è riuscito ad accedere al nostro sistema ordini.',
      unreachable: 'il nostro sistema ordini non è raggiungibile.',
      timeout: 'il nostro sistema ordini non ha risposto in tempo.',
      erp_error: 'il nostro sistema ordini ha segnalato un errore.',
      malformed: 'il nostro sistema ordini ha dato una risposta che il negozio non ha compreso.',
    },
  },
};
