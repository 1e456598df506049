import type { Locale } from '../../../domain';

/**
 * What the shop shows of an order's fulfilment: its parcels with tracking (order detail and tracking page), the
 * messages written to the buyer, and invoices and credit notes to download. Placeholders are written `{name}`.
 */
export interface OrderFulfilmentMessages {
  shipmentsHeading: string;
  noShipments: string;
  parcel: string;
  shippedOn: string;
  carrier: string;
  trackingNumber: string;
  followAtCarrier: string;
  contents: string;
  commentsHeading: string;
  invoicesHeading: string;
  invoice: string;
  creditNote: string;
  date: string;
  amount: string;
  downloadPdf: string;
}

export const orderFulfilmentMessages: Record<Locale, OrderFulfilmentMessages> = {
  en: {
    shipmentsHeading: 'Shipments',
    noShipments: 'Nothing has been shipped yet.',
    parcel: 'Parcel {index}',
    shippedOn: 'Shipped on {date}',
    carrier: 'Carrier',
    trackingNumber: 'Tracking number',
    followAtCarrier: 'Follow the parcel at the carrier',
    contents: 'Contents',
    commentsHeading: 'Messages about this order',
    invoicesHeading: 'Invoices and credit notes',
    invoice: 'Invoice {number}',
    creditNote: 'Credit note {number}',
    date: 'Date',
    amount: 'Amount',
    downloadPdf: 'Download PDF',
  },
  fi: {
    shipmentsHeading: 'Lähetykset',
    noShipments: 'Mitään ei ole vielä lähetetty.',
    parcel: 'Paketti {index}',
    shippedOn: 'Lähetetty {date}',
    carrier: 'Kuljetusliike',
    trackingNumber: 'Seurantanumero',
    followAtCarrier: 'Seuraa pakettia kuljetusliikkeen sivulla',
    contents: 'Sisältö',
    commentsHeading: 'Viestit tästä tilauksesta',
    invoicesHeading: 'Laskut ja hyvityslaskut',
    invoice: 'Lasku {number}',
    creditNote: 'Hyvityslasku {number}',
    date: 'Päivämäärä',
    amount: 'Summa',
    downloadPdf: 'Lataa PDF',
  },
  nb: {
    shipmentsHeading: 'Forsendelser',
    noShipments: 'Ingenting er sendt ennå.',
    parcel: 'Pakke {index}',
    shippedOn: 'Sendt {date}',
    carrier: 'Transportør',
    trackingNumber: 'Sporingsnummer',
    followAtCarrier: 'Følg pakken hos transportøren',
    contents: 'Innhold',
    commentsHeading: 'Meldinger om denne ordren',
    invoicesHeading: 'Fakturaer og kreditnotaer',
    invoice: 'Faktura {number}',
    creditNote: 'Kreditnota {number}',
    date: 'Dato',
    amount: 'Beløp',
    downloadPdf: 'Last ned PDF',
  },
  sv: {
    shipmentsHeading: 'Försändelser',
    noShipments: 'Ingenting har skickats ännu.',
    parcel: 'Paket {index}',
    shippedOn: 'Skickat {date}',
    carrier: 'Transportör',
    trackingNumber: 'Spårningsnummer',
    followAtCarrier: 'Följ paketet hos transportören',
    contents: 'Innehåll',
    commentsHeading: 'Meddelanden om denna order',
    invoicesHeading: 'Fakturor och kreditfakturor',
    invoice: 'Faktura {number}',
    creditNote: 'Kreditfaktura {number}',
    date: 'Datum',
    amount: 'Belopp',
    downloadPdf: 'Ladda ner PDF',
  },
  da: {
    shipmentsHeading: 'Forsendelser',
    noShipments: 'Intet er afsendt endnu.',
    parcel: 'Pakke {index}',
    shippedOn: 'Afsendt {date}',
    carrier: 'Fragtfirma',
    trackingNumber: 'Sporingsnummer',
    followAtCarrier: 'Følg pakken hos fragtfirmaet',
    contents: 'Indhold',
    commentsHeading: 'Beskeder om denne ordre',
    invoicesHeading: 'Fakturaer og kreditnotaer',
    invoice: 'Faktura {number}',
    creditNote: 'Kreditnota {number}',
    date: 'Dato',
    amount: 'Beløb',
    downloadPdf: 'Hent PDF',
  },
  fr: {
    shipmentsHeading: 'Expéditions',
    noShipments: 'Rien n’a encore été expédié.',
    parcel: 'Colis {index}',
    shippedOn: 'Expédié le {date}',
    carrier: 'Transporteur',
    trackingNumber: 'Numéro de suivi',
    followAtCarrier: 'Suivre le colis chez le transporteur',
    contents: 'Contenu',
    commentsHeading: 'Messages concernant cette commande',
    invoicesHeading: 'Factures et avoirs',
    invoice: 'Facture {number}',
    creditNote: 'Avoir {number}',
    date: 'Date',
    amount: 'Montant',
    downloadPdf: 'Télécharger le PDF',
  },
  it: {
    shipmentsHeading: 'Spedizioni',
    noShipments: 'Non è ancora stato spedito nulla.',
    parcel: 'Collo {index}',
    shippedOn: 'Spedito il {date}',
    carrier: 'Corriere',
    trackingNumber: 'Numero di tracciamento',
    followAtCarrier: 'Segui il collo sul sito del corriere',
    contents: 'Contenuto',
    commentsHeading: 'Messaggi su questo ordine',
    invoicesHeading: 'Fatture e note di credito',
    invoice: 'Fattura {number}',
    creditNote: 'Nota di credito {number}',
    date: 'Data',
    amount: 'Importo',
    downloadPdf: 'Scarica il PDF',
  },
};
