import type { Locale, OrderLineStatusCode } from '../../domain';

/**
 * The words only the backend's documents use; every other word of a data sheet or an order download is the
 * storefront's own (SHOP_MESSAGES), so a wording change is made once. Placeholders are written `{name}`.
 */
export interface DocumentMessages {
  productDatasheet: {
    title: string;
    prices: string;
    /** `{date}` is the day the sheet was made. */
    footer: string;
  };
  orderDocument: {
    /** Shorter than the shipment tracking page's (`Shipped and invoiced` there, `Shipped/invoiced` here). */
    lineStatuses: Record<OrderLineStatusCode, string>;
  };
}

export const DOCUMENT_MESSAGES: Record<Locale, DocumentMessages> = {
  fi: {
    productDatasheet: {
      title: 'Tuotetietolehti',
      prices: 'Hinnat',
      footer:
        'Laadittu {date} verkkokaupan tuotetiedoista. Hinnat ilman arvonlisäveroa, muutokset mahdollisia.',
    },
    orderDocument: {
      lineStatuses: {
        10: 'Vastaanotettu',
        20: 'Vahvistettu',
        30: 'Kerätty',
        45: 'Valmis lähetettäväksi',
        60: 'Toimitettu/laskutettu',
      },
    },
  },
  nb: {
    productDatasheet: {
      title: 'Produktdatablad',
      prices: 'Priser',
      footer:
        'Laget {date} fra nettbutikkens produktdata. Priser eksklusive mva., med forbehold om endringer.',
    },
    orderDocument: {
      lineStatuses: {
        10: 'Mottatt',
        20: 'Bekreftet',
        30: 'Plukket',
        45: 'Klar for forsendelse',
        60: 'Sendt/fakturert',
      },
    },
  },
  sv: {
    productDatasheet: {
      title: 'Produktblad',
      prices: 'Priser',
      footer:
        'Skapat {date} ur webbutikens produktdata. Priser exklusive moms, med reservation för ändringar.',
    },
    orderDocument: {
      lineStatuses: {
        10: 'Mottagen',
        20: 'Bekräftad',
        30: 'Plockad',
        45: 'Klar för leverans',
        60: 'Levererad/fakturerad',
      },
    },
  },
  en: {
    productDatasheet: {
      title: 'Product data sheet',
      prices: 'Prices',
      footer: 'Made on {date} from the shop’s product data. Prices exclude VAT and may change.',
    },
    orderDocument: {
      lineStatuses: {
        10: 'Received',
        20: 'Confirmed',
        30: 'Picked',
        45: 'Ready for shipment',
        60: 'Shipped/invoiced',
      },
    },
  },
  fr: {
    productDatasheet: {
      title: 'Fiche produit',
      prices: 'Prix',
      footer:
        'Établie le {date} à partir des données de la boutique. Prix hors TVA, susceptibles de changer.',
    },
    orderDocument: {
      lineStatuses: {
        10: 'Reçue',
        20: 'Confirmée',
        30: 'Préparée',
        45: "Prête pour l'expédition",
        60: 'Expédiée/facturée',
      },
    },
  },
  it: {
    productDatasheet: {
      title: 'Scheda prodotto',
      prices: 'Prezzi',
      footer: 'Redatta il {date} dai dati del negozio. Prezzi IVA esclusa, soggetti a modifiche.',
    },
    orderDocument: {
      lineStatuses: {
        10: 'Ricevuto',
        20: 'Confermato',
        30: 'Prelevato',
        45: 'Pronto per la spedizione',
        60: 'Spedito/fatturato',
      },
    },
  },
  da: {
    productDatasheet: {
      title: 'Produktdatablad',
      prices: 'Priser',
      footer:
        'Udarbejdet {date} ud fra webshoppens produktdata. Priser ekskl. moms, med forbehold for ændringer.',
    },
    orderDocument: {
      lineStatuses: {
        10: 'Modtaget',
        20: 'Bekræftet',
        30: 'Plukket',
        45: 'Klar til afsendelse',
        60: 'Afsendt/faktureret',
      },
    },
  },
};
