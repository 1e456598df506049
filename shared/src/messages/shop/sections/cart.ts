import type { Locale } from '../../../domain';

/** Cart page, minicart, add to cart, shipping calculator and vouchers (storefront spec §7.4–§7.6, §8). */
export interface CartMessages {
  title: string;
  empty: string;
  continueShopping: string;
  columns: { product: string; quantity: string; unitPrice: string; total: string };
  sku: string;
  gift: string;
  update: string;
  remove: string;
  removeLabel: string;
  /** Storefront spec §8, word for word in English. */
  removeFailed: string;
  updateFailed: string;
  addFailed: string;
  tryAgain: string;
  updated: string;
  removed: string;
  changed: string;
  noLongerAvailable: string;
  outOfStock: string;
  preliminaryDelivery: string;
  completeDelivery: string;
  saveDeliveryChoice: string;
  totals: {
    title: string;
    itemsNet: string;
    surcharge: string;
    discount: string;
    shipping: string;
    shippingFree: string;
    shippingUnknown: string;
    vat: string;
    totalNet: string;
    totalGross: string;
  };
  shipping: {
    title: string;
    country: string;
    chooseCountry: string;
    zip: string;
    calculate: string;
    carriersTo: string;
    noValidCarrier: string;
    invalidInput: string;
  };
  voucher: {
    title: string;
    code: string;
    apply: string;
    remove: string;
    removeLabel: string;
    applied: string;
    notFound: string;
    invalid: string;
  };
  checkout: string;
  minicart: { viewCart: string; total: string; quantity: string };
}

export const cartMessages: Record<Locale, CartMessages> = {
  en: {
    title: 'Cart',
    empty: 'Your cart is empty.',
    continueShopping: 'Continue shopping',
    columns: { product: 'Product', quantity: 'Quantity', unitPrice: 'Unit price', total: 'Total' },
    sku: 'SKU {sku}',
    gift: 'Gift',
    update: 'Update',
    remove: 'Remove',
    removeLabel: 'Remove {product} from the cart',
    removeFailed: 'An error occurred while removing the item from the cart',
    updateFailed: 'An error occurred while updating the cart',
    addFailed: 'The product could not be added to the cart',
    tryAgain: 'An error occurred, please try again',
    updated: 'The cart was updated.',
    removed: 'The item was removed from the cart.',
    changed: 'Your cart has changed: some products are no longer available. Please check your cart.',
    noLongerAvailable: 'No longer available: {sku}',
    outOfStock:
      'An item in your cart is out of stock. Its preliminary delivery date is shown on the order line. Choose complete delivery to have everything shipped at once.',
    preliminaryDelivery: 'Preliminary delivery date: {date}',
    completeDelivery: 'Complete delivery: ship everything at once',
    saveDeliveryChoice: 'Save delivery choice',
    totals: {
      title: 'Order total',
      itemsNet: 'Products (excl. VAT)',
      surcharge: 'Recycling fees',
      discount: 'Discount',
      shipping: 'Shipping',
      shippingFree: 'Free',
      shippingUnknown: 'Calculated at checkout',
      vat: 'VAT {rate} %',
      totalNet: 'Total excl. VAT',
      totalGross: 'Total incl. VAT',
    },
    shipping: {
      title: 'Shipping calculator',
      country: 'Country',
      chooseCountry: 'Choose a country',
      zip: 'Postcode',
      calculate: 'Calculate shipping',
      carriersTo: 'Shipping to {zip}, {country}',
      noValidCarrier: 'No valid carrier found',
      invalidInput: 'Choose a country and enter a postcode.',
    },
    voucher: {
      title: 'Voucher code',
      code: 'Code',
      apply: 'Apply',
      remove: 'Remove',
      removeLabel: 'Remove voucher {code}',
      applied: 'Voucher {code} applied',
      notFound: 'Voucher not found',
      invalid: 'Voucher invalid',
    },
    checkout: 'Proceed to checkout',
    minicart: { viewCart: 'View cart', total: 'Total excl. VAT', quantity: '{quantity} {unit}' },
  },
  fi: {
    title: 'Ostoskori',
    empty: 'Ostoskorisi on tyhjä.',
    continueShopping: 'Jatka ostoksia',
    columns: { product: 'Tuote', quantity: 'Määrä', unitPrice: 'Yksikköhinta', total: 'Yhteensä' },
    sku: 'Tuotenro {sku}',
    gift: 'Lahja',
    update: 'Päivitä',
    remove: 'Poista',
    removeLabel: 'Poista {product} ostoskorista',
    removeFailed: 'Tuotteen poistamisessa ostoskorista tapahtui virhe',
    updateFailed: 'Ostoskorin päivittämisessä tapahtui virhe',
    addFailed: 'Tuotetta ei voitu lisätä ostoskoriin',
    tryAgain: 'Tapahtui virhe, yritä uudelleen',
    updated: 'Ostoskori päivitettiin.',
    removed: 'Tuote poistettiin ostoskorista.',
    changed: 'Ostoskorisi on muuttunut: osa tuotteista ei ole enää saatavilla. Tarkista ostoskorisi.',
    noLongerAvailable: 'Ei enää saatavilla: {sku}',
    outOfStock:
      'Ostoskorissasi on tuote, joka on loppu varastosta. Alustava toimituspäivä näkyy tilausrivillä. Valitse kokonaistoimitus, jos haluat kaikki tuotteet samalla toimituksella.',
    preliminaryDelivery: 'Alustava toimituspäivä: {date}',
    completeDelivery: 'Kokonaistoimitus: kaikki tuotteet samalla kertaa',
    saveDeliveryChoice: 'Tallenna toimitusvalinta',
    totals: {
      title: 'Tilauksen summa',
      itemsNet: 'Tuotteet (alv 0 %)',
      surcharge: 'Kierrätysmaksut',
      discount: 'Alennus',
      shipping: 'Toimitus',
      shippingFree: 'Maksuton',
      shippingUnknown: 'Lasketaan kassalla',
      vat: 'ALV {rate} %',
      totalNet: 'Yhteensä (alv 0 %)',
      totalGross: 'Yhteensä sis. alv',
    },
    shipping: {
      title: 'Toimituskululaskuri',
      country: 'Maa',
      chooseCountry: 'Valitse maa',
      zip: 'Postinumero',
      calculate: 'Laske toimituskulut',
      carriersTo: 'Toimitus osoitteeseen {zip}, {country}',
      noValidCarrier: 'Sopivaa kuljetusta ei löytynyt',
      invalidInput: 'Valitse maa ja anna postinumero.',
    },
    voucher: {
      title: 'Kampanjakoodi',
      code: 'Koodi',
      apply: 'Käytä',
      remove: 'Poista',
      removeLabel: 'Poista kampanjakoodi {code}',
      applied: 'Kampanjakoodi {code} on käytössä',
      notFound: 'Kampanjakoodia ei löytynyt',
      invalid: 'Kampanjakoodi ei ole voimassa',
    },
    checkout: 'Siirry kassalle',
    minicart: { viewCart: 'Näytä ostoskori', total: 'Yhteensä (alv 0 %)', quantity: '{quantity} {unit}' },
  },
  sv: {
    title: 'Varukorg',
    empty: 'Din varukorg är tom.',
    continueShopping: 'Fortsätt handla',
    columns: { product: 'Produkt', quantity: 'Antal', unitPrice: 'Styckpris', total: 'Summa' },
    sku: 'Art.nr {sku}',
    gift: 'Gåva',
    update: 'Uppdatera',
    remove: 'Ta bort',
    removeLabel: 'Ta bort {product} ur varukorgen',
    removeFailed: 'Ett fel uppstod när artikeln skulle tas bort ur varukorgen',
    updateFailed: 'Ett fel uppstod när varukorgen skulle uppdateras',
    addFailed: 'Produkten kunde inte läggas i varukorgen',
    tryAgain: 'Ett fel uppstod, försök igen',
    updated: 'Varukorgen har uppdaterats.',
    removed: 'Artikeln togs bort ur varukorgen.',
    changed: 'Din varukorg har ändrats: vissa produkter finns inte längre. Kontrollera din varukorg.',
    noLongerAvailable: 'Finns inte längre: {sku}',
    outOfStock:
      'En artikel i din varukorg är slut i lager. Det preliminära leveransdatumet visas på orderraden. Välj komplett leverans om du vill få allt levererat på en gång.',
    preliminaryDelivery: 'Preliminärt leveransdatum: {date}',
    completeDelivery: 'Komplett leverans: skicka allt på en gång',
    saveDeliveryChoice: 'Spara leveransval',
    totals: {
      title: 'Ordersumma',
      itemsNet: 'Produkter (exkl. moms)',
      surcharge: 'Återvinningsavgifter',
      discount: 'Rabatt',
      shipping: 'Frakt',
      shippingFree: 'Fri frakt',
      shippingUnknown: 'Beräknas i kassan',
      vat: 'Moms {rate} %',
      totalNet: 'Summa exkl. moms',
      totalGross: 'Summa inkl. moms',
    },
    shipping: {
      title: 'Fraktkalkylator',
      country: 'Land',
      chooseCountry: 'Välj land',
      zip: 'Postnummer',
      calculate: 'Beräkna frakt',
      carriersTo: 'Frakt till {zip}, {country}',
      noValidCarrier: 'Inget giltigt fraktsätt hittades',
      invalidInput: 'Välj ett land och ange ett postnummer.',
    },
    voucher: {
      title: 'Rabattkod',
      code: 'Kod',
      apply: 'Använd',
      remove: 'Ta bort',
      removeLabel: 'Ta bort rabattkoden {code}',
      applied: 'Rabattkoden {code} används',
      notFound: 'Rabattkoden hittades inte',
      invalid: 'Rabattkoden är ogiltig',
    },
    checkout: 'Till kassan',
    minicart: { viewCart: 'Visa varukorgen', total: 'Summa exkl. moms', quantity: '{quantity} {unit}' },
  },
  nb: {
    title: 'Handlekurv',
    empty: 'Handlekurven din er tom.',
    continueShopping: 'Fortsett å handle',
    columns: { product: 'Produkt', quantity: 'Antall', unitPrice: 'Enhetspris', total: 'Sum' },
    sku: 'Varenr. {sku}',
    gift: 'Gave',
    update: 'Oppdater',
    remove: 'Fjern',
    removeLabel: 'Fjern {product} fra handlekurven',
    removeFailed: 'Det oppstod en feil da varen skulle fjernes fra handlekurven',
    updateFailed: 'Det oppstod en feil da handlekurven skulle oppdateres',
    addFailed: 'Produktet kunne ikke legges i handlekurven',
    tryAgain: 'Det oppstod en feil, prøv igjen',
    updated: 'Handlekurven er oppdatert.',
    removed: 'Varen ble fjernet fra handlekurven.',
    changed:
      'Handlekurven din er endret: noen produkter er ikke lenger tilgjengelige. Kontroller handlekurven.',
    noLongerAvailable: 'Ikke lenger tilgjengelig: {sku}',
    outOfStock:
      'En vare i handlekurven er utsolgt. Foreløpig leveringsdato vises på ordrelinjen. Velg komplett levering for å få alt sendt samtidig.',
    preliminaryDelivery: 'Foreløpig leveringsdato: {date}',
    completeDelivery: 'Komplett levering: send alt samtidig',
    saveDeliveryChoice: 'Lagre leveringsvalg',
    totals: {
      title: 'Ordresum',
      itemsNet: 'Produkter (eks. mva.)',
      surcharge: 'Miljøgebyr',
      discount: 'Rabatt',
      shipping: 'Frakt',
      shippingFree: 'Gratis',
      shippingUnknown: 'Beregnes i kassen',
      vat: 'Mva. {rate} %',
      totalNet: 'Sum eks. mva.',
      totalGross: 'Sum inkl. mva.',
    },
    shipping: {
      title: 'Fraktkalkulator',
      country: 'Land',
      chooseCountry: 'Velg land',
      zip: 'Postnummer',
      calculate: 'Beregn frakt',
      carriersTo: 'Frakt til {zip}, {country}',
      noValidCarrier: 'Fant ingen gyldig transportør',
      invalidInput: 'Velg et land og oppgi et postnummer.',
    },
    voucher: {
      title: 'Rabattkode',
      code: 'Kode',
      apply: 'Bruk',
      remove: 'Fjern',
      removeLabel: 'Fjern rabattkoden {code}',
      applied: 'Rabattkoden {code} er brukt',
      notFound: 'Fant ikke rabattkoden',
      invalid: 'Rabattkoden er ugyldig',
    },
    checkout: 'Gå til kassen',
    minicart: { viewCart: 'Vis handlekurven', total: 'Sum eks. mva.', quantity: '{quantity} {unit}' },
  },
  da: {
    title: 'Indkøbskurv',
    empty: 'Din indkøbskurv er tom.',
    continueShopping: 'Fortsæt med at handle',
    columns: { product: 'Produkt', quantity: 'Antal', unitPrice: 'Stykpris', total: 'I alt' },
    sku: 'Varenr. {sku}',
    gift: 'Gave',
    update: 'Opdater',
    remove: 'Fjern',
    removeLabel: 'Fjern {product} fra indkøbskurven',
    removeFailed: 'Der opstod en fejl, da varen skulle fjernes fra indkøbskurven',
    updateFailed: 'Der opstod en fejl, da indkøbskurven skulle opdateres',
    addFailed: 'Produktet kunne ikke lægges i indkøbskurven',
    tryAgain: 'Der opstod en fejl, prøv igen',
    updated: 'Indkøbskurven er opdateret.',
    removed: 'Varen blev fjernet fra indkøbskurven.',
    changed:
      'Din indkøbskurv er ændret: nogle produkter er ikke længere tilgængelige. Kontrollér din indkøbskurv.',
    noLongerAvailable: 'Ikke længere tilgængelig: {sku}',
    outOfStock:
      'En vare i din indkøbskurv er udsolgt. Den foreløbige leveringsdato står på ordrelinjen. Vælg samlet levering for at få det hele sendt på én gang.',
    preliminaryDelivery: 'Foreløbig leveringsdato: {date}',
    completeDelivery: 'Samlet levering: send det hele på én gang',
    saveDeliveryChoice: 'Gem leveringsvalg',
    totals: {
      title: 'Ordretotal',
      itemsNet: 'Produkter (ekskl. moms)',
      surcharge: 'Miljøafgifter',
      discount: 'Rabat',
      shipping: 'Fragt',
      shippingFree: 'Gratis',
      shippingUnknown: 'Beregnes ved kassen',
      vat: 'Moms {rate} %',
      totalNet: 'I alt ekskl. moms',
      totalGross: 'I alt inkl. moms',
    },
    shipping: {
      title: 'Fragtberegner',
      country: 'Land',
      chooseCountry: 'Vælg land',
      zip: 'Postnummer',
      calculate: 'Beregn fragt',
      carriersTo: 'Fragt til {zip}, {country}',
      noValidCarrier: 'Ingen gyldig fragtmand fundet',
      invalidInput: 'Vælg et land, og angiv et postnummer.',
    },
    voucher: {
      title: 'Rabatkode',
      code: 'Kode',
      apply: 'Anvend',
      remove: 'Fjern',
      removeLabel: 'Fjern rabatkoden {code}',
      applied: 'Rabatkoden {code} er anvendt',
      notFound: 'Rabatkoden blev ikke fundet',
      invalid: 'Rabatkoden er ugyldig',
    },
    checkout: 'Gå til kassen',
    minicart: { viewCart: 'Se indkøbskurven', total: 'I alt ekskl. moms', quantity: '{quantity} {unit}' },
  },
  fr: {
    title: 'Panier',
    empty: 'Votre panier est vide.',
    continueShopping: 'Continuer mes achats',
    columns: { product: 'Produit', quantity: 'Quantité', unitPrice: 'Prix unitaire', total: 'Total' },
    sku: 'Réf. {sku}',
    gift: 'Cadeau',
    update: 'Mettre à jour',
    remove: 'Supprimer',
    removeLabel: 'Supprimer {product} du panier',
    removeFailed: "Une erreur s'est produite lors de la suppression de l'article du panier",
    updateFailed: "Une erreur s'est produite lors de la mise à jour du panier",
    addFailed: "Le produit n'a pas pu être ajouté au panier",
    tryAgain: "Une erreur s'est produite, veuillez réessayer",
    updated: 'Le panier a été mis à jour.',
    removed: "L'article a été supprimé du panier.",
    changed:
      'Votre panier a changé : certains produits ne sont plus disponibles. Veuillez vérifier votre panier.',
    noLongerAvailable: 'Plus disponible : {sku}',
    outOfStock:
      'Un article de votre panier est en rupture de stock. Sa date de livraison provisoire figure sur la ligne de commande. Choisissez la livraison complète pour tout recevoir en une seule fois.',
    preliminaryDelivery: 'Date de livraison provisoire : {date}',
    completeDelivery: 'Livraison complète : tout expédier en une seule fois',
    saveDeliveryChoice: 'Enregistrer le choix de livraison',
    totals: {
      title: 'Total de la commande',
      itemsNet: 'Produits (HT)',
      surcharge: 'Éco-participations',
      discount: 'Remise',
      shipping: 'Livraison',
      shippingFree: 'Gratuite',
      shippingUnknown: 'Calculée lors de la commande',
      vat: 'TVA {rate} %',
      totalNet: 'Total HT',
      totalGross: 'Total TTC',
    },
    shipping: {
      title: 'Calcul des frais de port',
      country: 'Pays',
      chooseCountry: 'Choisissez un pays',
      zip: 'Code postal',
      calculate: 'Calculer les frais de port',
      carriersTo: 'Livraison à {zip}, {country}',
      noValidCarrier: 'Aucun transporteur valide trouvé',
      invalidInput: 'Choisissez un pays et saisissez un code postal.',
    },
    voucher: {
      title: 'Code promo',
      code: 'Code',
      apply: 'Appliquer',
      remove: 'Supprimer',
      removeLabel: 'Supprimer le code promo {code}',
      applied: 'Code promo {code} appliqué',
      notFound: 'Code promo introuvable',
      invalid: 'Code promo non valide',
    },
    checkout: 'Passer la commande',
    minicart: { viewCart: 'Voir le panier', total: 'Total HT', quantity: '{quantity} {unit}' },
  },
  it: {
    title: 'Carrello',
    empty: 'Il tuo carrello è vuoto.',
    continueShopping: 'Continua gli acquisti',
    columns: { product: 'Prodotto', quantity: 'Quantità', unitPrice: 'Prezzo unitario', total: 'Totale' },
    sku: 'Cod. {sku}',
    gift: 'Omaggio',
    update: 'Aggiorna',
    remove: 'Rimuovi',
    removeLabel: 'Rimuovi {product} dal carrello',
    removeFailed: "Si è verificato un errore durante la rimozione dell'articolo dal carrello",
    updateFailed: "Si è verificato un errore durante l'aggiornamento del carrello",
    addFailed: 'Non è stato possibile aggiungere il prodotto al carrello',
    tryAgain: 'Si è verificato un errore, riprova',
    updated: 'Il carrello è stato aggiornato.',
    removed: "L'articolo è stato rimosso dal carrello.",
    changed: 'Il tuo carrello è cambiato: alcuni prodotti non sono più disponibili. Controlla il carrello.',
    noLongerAvailable: 'Non più disponibile: {sku}',
    outOfStock:
      "Un articolo del carrello è esaurito. La data di consegna provvisoria è indicata sulla riga d'ordine. Scegli la consegna completa per ricevere tutto in un'unica spedizione.",
    preliminaryDelivery: 'Data di consegna provvisoria: {date}',
    completeDelivery: "Consegna completa: spedisci tutto in un'unica volta",
    saveDeliveryChoice: 'Salva la scelta di consegna',
    totals: {
      title: "Totale dell'ordine",
      itemsNet: 'Prodotti (IVA esclusa)',
      surcharge: 'Contributi di riciclo',
      discount: 'Sconto',
      shipping: 'Spedizione',
      shippingFree: 'Gratuita',
      shippingUnknown: 'Calcolata al checkout',
      vat: 'IVA {rate} %',
      totalNet: 'Totale IVA esclusa',
      totalGross: 'Totale IVA inclusa',
    },
    shipping: {
      title: 'Calcolo spese di spedizione',
      country: 'Paese',
      chooseCountry: 'Scegli un paese',
      zip: 'CAP',
      calculate: 'Calcola spedizione',
      carriersTo: 'Spedizione a {zip}, {country}',
      noValidCarrier: 'Nessun corriere valido trovato',
      invalidInput: 'Scegli un paese e inserisci un CAP.',
    },
    voucher: {
      title: 'Codice sconto',
      code: 'Codice',
      apply: 'Applica',
      remove: 'Rimuovi',
      removeLabel: 'Rimuovi il codice sconto {code}',
      applied: 'Codice sconto {code} applicato',
      notFound: 'Codice sconto non trovato',
      invalid: 'Codice sconto non valido',
    },
    checkout: 'Procedi al checkout',
    minicart: { viewCart: 'Vai al carrello', total: 'Totale IVA esclusa', quantity: '{quantity} {unit}' },
  },
};
