import type { Locale } from '../../../domain';

/**
 * The API's refusals in the shopper's language: the API answers with an error code, a field and English words
 * for developers; the storefront shows these instead (storefront spec §8), never the English words.
 */
export interface ShopperProblemMessages {
  /** A field the API refused for a reason the storefront has no own words for. */
  fieldInvalid: string;
  paymentOptionInvalid: string;
  addressNotFound: string;
  shippingAddressMissing: string;
  guestDetailsMissing: string;
  voucherInvalid: string;
  /** Order again: a line the cart refused. */
  reorderQuantityInvalid: string;
  reorderRefused: string;
  /** Error pages. */
  pageInvalid: string;
  requestInvalid: string;
  productNotFound: string;
  categoryNotFound: string;
  contentPageNotFound: string;
  orderNotFound: string;
}

export const shopperProblemMessages: Record<Locale, ShopperProblemMessages> = {
  fi: {
    fieldInvalid: 'Tarkista tämän kentän arvo.',
    paymentOptionInvalid: 'Tämä maksutapa ei ole käytettävissä tälle tilaukselle.',
    addressNotFound: 'Valitsemaasi osoitetta ei löydy osoitteistasi.',
    shippingAddressMissing: 'Valitse toimitusosoite.',
    guestDetailsMissing: 'Anna sähköpostiosoitteesi ja laskutusosoitteesi.',
    voucherInvalid: 'Kampanjakoodia ei löytynyt tai se ei ole voimassa.',
    reorderQuantityInvalid: 'Määrä ei sovi tuotteen tilausehtoihin (vähimmäismäärä tai tilauserä).',
    reorderRefused: 'Tuotetta ei voitu lisätä ostoskoriin.',
    pageInvalid: 'Sivunumeron on oltava positiivinen kokonaisluku.',
    requestInvalid: 'Osoitteessa on arvo, jota kauppa ei voi käyttää.',
    productNotFound: 'Tuotetta ei löydy. Se on ehkä poistunut valikoimasta.',
    categoryNotFound: 'Tuoteryhmää ei löydy.',
    contentPageNotFound: 'Sivua ei löydy.',
    orderNotFound: 'Tilausta ei löydy.',
  },
  nb: {
    fieldInvalid: 'Kontroller verdien i dette feltet.',
    paymentOptionInvalid: 'Denne betalingsmåten er ikke tilgjengelig for denne bestillingen.',
    addressNotFound: 'Adressen du valgte, finnes ikke blant adressene dine.',
    shippingAddressMissing: 'Velg en leveringsadresse.',
    guestDetailsMissing: 'Oppgi e-postadressen og fakturaadressen din.',
    voucherInvalid: 'Rabattkoden ble ikke funnet eller er ikke gyldig.',
    reorderQuantityInvalid:
      'Antallet passer ikke med produktets bestillingsregler (minsteantall eller intervall).',
    reorderRefused: 'Produktet kunne ikke legges i handlekurven.',
    pageInvalid: 'Sidenummeret må være et positivt heltall.',
    requestInvalid: 'Adressen inneholder en verdi butikken ikke kan bruke.',
    productNotFound: 'Produktet finnes ikke. Det kan være tatt ut av sortimentet.',
    categoryNotFound: 'Kategorien finnes ikke.',
    contentPageNotFound: 'Siden finnes ikke.',
    orderNotFound: 'Bestillingen finnes ikke.',
  },
  sv: {
    fieldInvalid: 'Kontrollera värdet i det här fältet.',
    paymentOptionInvalid: 'Det här betalningssättet är inte tillgängligt för den här beställningen.',
    addressNotFound: 'Adressen du valde finns inte bland dina adresser.',
    shippingAddressMissing: 'Välj en leveransadress.',
    guestDetailsMissing: 'Ange din e-postadress och din fakturaadress.',
    voucherInvalid: 'Rabattkoden hittades inte eller är inte giltig.',
    reorderQuantityInvalid:
      'Antalet passar inte produktens beställningsregler (minsta antal eller intervall).',
    reorderRefused: 'Produkten kunde inte läggas i varukorgen.',
    pageInvalid: 'Sidnumret måste vara ett positivt heltal.',
    requestInvalid: 'Adressen innehåller ett värde som butiken inte kan använda.',
    productNotFound: 'Produkten finns inte. Den kan ha utgått ur sortimentet.',
    categoryNotFound: 'Kategorin finns inte.',
    contentPageNotFound: 'Sidan finns inte.',
    orderNotFound: 'Beställningen finns inte.',
  },
  en: {
    fieldInvalid: 'Please check the value of this field.',
    paymentOptionInvalid: 'This payment method is not available for this order.',
    addressNotFound: 'The address you chose is not among your addresses.',
    shippingAddressMissing: 'Please choose a shipping address.',
    guestDetailsMissing: 'Please give your e-mail address and invoice address.',
    voucherInvalid: 'Voucher not found or invalid.',
    reorderQuantityInvalid: "The quantity does not fit the product's order rules (minimum or increment).",
    reorderRefused: 'The product could not be added to the cart.',
    pageInvalid: 'The page must be a positive whole number.',
    requestInvalid: 'The address contains a value the shop cannot use.',
    productNotFound: 'The product does not exist. It may have been discontinued.',
    categoryNotFound: 'The category does not exist.',
    contentPageNotFound: 'The page does not exist.',
    orderNotFound: 'The order does not exist.',
  },
  fr: {
    fieldInvalid: 'Veuillez vérifier la valeur de ce champ.',
    paymentOptionInvalid: 'Ce mode de paiement n’est pas disponible pour cette commande.',
    addressNotFound: 'L’adresse choisie ne figure pas parmi vos adresses.',
    shippingAddressMissing: 'Veuillez choisir une adresse de livraison.',
    guestDetailsMissing: 'Veuillez indiquer votre adresse e-mail et votre adresse de facturation.',
    voucherInvalid: 'Code promo introuvable ou non valable.',
    reorderQuantityInvalid:
      'La quantité ne respecte pas les règles de commande du produit (minimum ou multiple).',
    reorderRefused: 'Le produit n’a pas pu être ajouté au panier.',
    pageInvalid: 'Le numéro de page doit être un nombre entier positif.',
    requestInvalid: 'L’adresse contient une valeur que la boutique ne peut pas utiliser.',
    productNotFound: 'Le produit n’existe pas. Il a peut-être été retiré de l’assortiment.',
    categoryNotFound: 'La catégorie n’existe pas.',
    contentPageNotFound: 'La page n’existe pas.',
    orderNotFound: 'La commande n’existe pas.',
  },
  it: {
    fieldInvalid: 'Controlla il valore di questo campo.',
    paymentOptionInvalid: 'Questo metodo di pagamento non è disponibile per questo ordine.',
    addressNotFound: 'L’indirizzo scelto non è tra i tuoi indirizzi.',
    shippingAddressMissing: 'Scegli un indirizzo di consegna.',
    guestDetailsMissing: 'Indica il tuo indirizzo e-mail e l’indirizzo di fatturazione.',
    voucherInvalid: 'Codice sconto non trovato o non valido.',
    reorderQuantityInvalid: 'La quantità non rispetta le regole d’ordine del prodotto (minimo o multiplo).',
    reorderRefused: 'Non è stato possibile aggiungere il prodotto al carrello.',
    pageInvalid: 'Il numero di pagina deve essere un numero intero positivo.',
    requestInvalid: 'L’indirizzo contiene un valore che il negozio non può usare.',
    productNotFound: 'Il prodotto non esiste. Potrebbe essere uscito dall’assortimento.',
    categoryNotFound: 'La categoria non esiste.',
    contentPageNotFound: 'La pagina non esiste.',
    orderNotFound: 'L’ordine non esiste.',
  },
  da: {
    fieldInvalid: 'Kontrollér værdien i dette felt.',
    paymentOptionInvalid: 'Denne betalingsmåde er ikke tilgængelig for denne ordre.',
    addressNotFound: 'Den valgte adresse findes ikke blandt dine adresser.',
    shippingAddressMissing: 'Vælg en leveringsadresse.',
    guestDetailsMissing: 'Angiv din e-mailadresse og din fakturaadresse.',
    voucherInvalid: 'Rabatkoden blev ikke fundet eller er ikke gyldig.',
    reorderQuantityInvalid: 'Antallet passer ikke til produktets bestillingsregler (minimum eller interval).',
    reorderRefused: 'Produktet kunne ikke lægges i kurven.',
    pageInvalid: 'Sidenummeret skal være et positivt heltal.',
    requestInvalid: 'Adressen indeholder en værdi, som butikken ikke kan bruge.',
    productNotFound: 'Produktet findes ikke. Det er måske udgået af sortimentet.',
    categoryNotFound: 'Kategorien findes ikke.',
    contentPageNotFound: 'Siden findes ikke.',
    orderNotFound: 'Ordren findes ikke.',
  },
};
