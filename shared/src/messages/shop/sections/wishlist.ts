import type { Locale } from '../../../domain';

/** Wishlist buttons, the header link and the wishlist page (storefront spec §3, §4, §7.1–§7.2). */
export interface WishlistMessages {
  title: string;
  intro: string;
  empty: string;
  headerLink: string;
  /** The header link read out with its count. */
  headerLinkCount: string;
  add: string;
  remove: string;
  /** A visitor's button, which leads to the login page. */
  logInToAdd: string;
  addFor: string;
  removeFor: string;
}

export const wishlistMessages: Record<Locale, WishlistMessages> = {
  fi: {
    title: 'Toivelista',
    intro: 'Myöhempää varten talteen otetut tuotteet. Voit lisätä ne ostoskoriin suoraan täältä.',
    empty: 'Toivelistasi on tyhjä.',
    headerLink: 'Toivelista',
    headerLinkCount: 'Toivelista, {count} tuotetta',
    add: 'Lisää toivelistalle',
    remove: 'Poista toivelistalta',
    logInToAdd: 'Kirjaudu sisään käyttääksesi toivelistaa',
    addFor: 'Lisää {product} toivelistalle',
    removeFor: 'Poista {product} toivelistalta',
  },
  nb: {
    title: 'Ønskeliste',
    intro: 'Produkter du har tatt vare på til senere. Du kan legge dem i handlekurven herfra.',
    empty: 'Ønskelisten din er tom.',
    headerLink: 'Ønskeliste',
    headerLinkCount: 'Ønskeliste, {count} produkter',
    add: 'Legg til i ønskelisten',
    remove: 'Fjern fra ønskelisten',
    logInToAdd: 'Logg inn for å bruke ønskelisten',
    addFor: 'Legg {product} til i ønskelisten',
    removeFor: 'Fjern {product} fra ønskelisten',
  },
  sv: {
    title: 'Önskelista',
    intro: 'Produkter du har sparat till senare. Du kan lägga dem i varukorgen härifrån.',
    empty: 'Din önskelista är tom.',
    headerLink: 'Önskelista',
    headerLinkCount: 'Önskelista, {count} produkter',
    add: 'Lägg till i önskelistan',
    remove: 'Ta bort från önskelistan',
    logInToAdd: 'Logga in för att använda önskelistan',
    addFor: 'Lägg till {product} i önskelistan',
    removeFor: 'Ta bort {product} från önskelistan',
  },
  en: {
    title: 'Wishlist',
    intro: 'Products you have kept for later. You can add them to the cart from here.',
    empty: 'Your wishlist is empty.',
    headerLink: 'Wishlist',
    headerLinkCount: 'Wishlist, {count} products',
    add: 'Add to wishlist',
    remove: 'Remove from wishlist',
    logInToAdd: 'Log in to use the wishlist',
    addFor: 'Add {product} to the wishlist',
    removeFor: 'Remove {product} from the wishlist',
  },
  fr: {
    title: 'Liste de souhaits',
    intro:
      'Les produits que vous avez gardés pour plus tard. Vous pouvez les ajouter au panier depuis cette page.',
    empty: 'Votre liste de souhaits est vide.',
    headerLink: 'Liste de souhaits',
    headerLinkCount: 'Liste de souhaits, {count} produits',
    add: 'Ajouter à la liste de souhaits',
    remove: 'Retirer de la liste de souhaits',
    logInToAdd: 'Connectez-vous pour utiliser la liste de souhaits',
    addFor: 'Ajouter {product} à la liste de souhaits',
    removeFor: 'Retirer {product} de la liste de souhaits',
  },
  it: {
    title: 'Lista dei desideri',
    intro: 'I prodotti che hai messo da parte per dopo. Puoi aggiungerli al carrello da qui.',
    empty: 'La tua lista dei desideri è vuota.',
    headerLink: 'Lista dei desideri',
    headerLinkCount: 'Lista dei desideri, {count} prodotti',
    add: 'Aggiungi alla lista dei desideri',
    remove: 'Rimuovi dalla lista dei desideri',
    logInToAdd: 'Accedi per usare la lista dei desideri',
    addFor: 'Aggiungi {product} alla lista dei desideri',
    removeFor: 'Rimuovi {product} dalla lista dei desideri',
  },
  da: {
    title: 'Ønskeliste',
    intro: 'Produkter, du har gemt til senere. Du kan lægge dem i kurven herfra.',
    empty: 'Din ønskeliste er tom.',
    headerLink: 'Ønskeliste',
    headerLinkCount: 'Ønskeliste, {count} produkter',
    add: 'Føj til ønskelisten',
    remove: 'Fjern fra ønskelisten',
    logInToAdd: 'Log ind for at bruge ønskelisten',
    addFor: 'Føj {product} til ønskelisten',
    removeFor: 'Fjern {product} fra ønskelisten',
  },
};
