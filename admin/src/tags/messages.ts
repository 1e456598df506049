import type { Locale } from '@tradeshop/shared';

/**
 * The texts of the tags screen and of the tags on a product, in the seven back-office languages, spread into
 * `resources` of i18n/<language>.ts: `resources: { ...tagMessages.en, ... }`.
 */
const en = {
  tags: {
    name: 'Tag |||| Tags',
    fields: {
      id: 'ID',
      name: 'Name',
      fullName: 'Tag',
      parentId: 'Below the tag',
      childCount: 'Tags below',
      elementCount: 'Tagged',
      q: 'Search by name',
    },
    top_level: 'Top level',
    delete_hint: 'Deleting a tag also deletes the tags below it and takes them off everything they are on.',
    element: {
      tab: 'Tags',
      intro: 'Tags on this product. A change is saved at once.',
      none: 'No tags yet.',
      add: 'Add a tag',
      added: 'Tag added',
      removed: 'Tag removed',
      load_failed: 'The tags could not be loaded.',
    },
  },
};

export type TagMessages = typeof en;

const fi: TagMessages = {
  tags: {
    name: 'Tunniste |||| Tunnisteet',
    fields: {
      id: 'ID',
      name: 'Nimi',
      fullName: 'Tunniste',
      parentId: 'Tunnisteen alla',
      childCount: 'Alatunnisteita',
      elementCount: 'Merkitty',
      q: 'Hae nimellä',
    },
    top_level: 'Ylin taso',
    delete_hint:
      'Tunnisteen poisto poistaa myös sen alatunnisteet ja irrottaa ne kaikesta, mihin ne on liitetty.',
    element: {
      tab: 'Tunnisteet',
      intro: 'Tämän tuotteen tunnisteet. Muutos tallentuu heti.',
      none: 'Ei vielä tunnisteita.',
      add: 'Lisää tunniste',
      added: 'Tunniste lisätty',
      removed: 'Tunniste poistettu',
      load_failed: 'Tunnisteita ei voitu ladata.',
    },
  },
};

const sv: TagMessages = {
  tags: {
    name: 'Tagg |||| Taggar',
    fields: {
      id: 'ID',
      name: 'Namn',
      fullName: 'Tagg',
      parentId: 'Under taggen',
      childCount: 'Taggar under',
      elementCount: 'Taggade',
      q: 'Sök på namn',
    },
    top_level: 'Översta nivån',
    delete_hint:
      'När en tagg tas bort försvinner även taggarna under den, och de tas bort från allt de sitter på.',
    element: {
      tab: 'Taggar',
      intro: 'Taggar på den här produkten. En ändring sparas direkt.',
      none: 'Inga taggar ännu.',
      add: 'Lägg till en tagg',
      added: 'Taggen lades till',
      removed: 'Taggen togs bort',
      load_failed: 'Taggarna kunde inte laddas.',
    },
  },
};

const nb: TagMessages = {
  tags: {
    name: 'Tagg |||| Tagger',
    fields: {
      id: 'ID',
      name: 'Navn',
      fullName: 'Tagg',
      parentId: 'Under taggen',
      childCount: 'Tagger under',
      elementCount: 'Tagget',
      q: 'Søk etter navn',
    },
    top_level: 'Øverste nivå',
    delete_hint: 'Når en tagg slettes, slettes også taggene under den, og de fjernes fra alt de sitter på.',
    element: {
      tab: 'Tagger',
      intro: 'Tagger på dette produktet. En endring lagres med en gang.',
      none: 'Ingen tagger ennå.',
      add: 'Legg til en tagg',
      added: 'Taggen ble lagt til',
      removed: 'Taggen ble fjernet',
      load_failed: 'Taggene kunne ikke lastes inn.',
    },
  },
};

const da: TagMessages = {
  tags: {
    name: 'Tag |||| Tags',
    fields: {
      id: 'ID',
      name: 'Navn',
      fullName: 'Tag',
      parentId: 'Under tagget',
      childCount: 'Tags under',
      elementCount: 'Tagget',
      q: 'Søg efter navn',
    },
    top_level: 'Øverste niveau',
    delete_hint: 'Når et tag slettes, slettes tagsene under det også, og de fjernes fra alt, de sidder på.',
    element: {
      tab: 'Tags',
      intro: 'Tags på dette produkt. En ændring gemmes med det samme.',
      none: 'Ingen tags endnu.',
      add: 'Tilføj et tag',
      added: 'Tagget blev tilføjet',
      removed: 'Tagget blev fjernet',
      load_failed: 'Tagsene kunne ikke indlæses.',
    },
  },
};

const fr: TagMessages = {
  tags: {
    name: 'Étiquette |||| Étiquettes',
    fields: {
      id: 'ID',
      name: 'Nom',
      fullName: 'Étiquette',
      parentId: 'Sous l’étiquette',
      childCount: 'Étiquettes dessous',
      elementCount: 'Étiquetés',
      q: 'Rechercher par nom',
    },
    top_level: 'Premier niveau',
    delete_hint:
      'Supprimer une étiquette supprime aussi les étiquettes en dessous et les retire de tout ce qui les porte.',
    element: {
      tab: 'Étiquettes',
      intro: 'Les étiquettes de ce produit. Une modification est enregistrée aussitôt.',
      none: 'Aucune étiquette pour l’instant.',
      add: 'Ajouter une étiquette',
      added: 'Étiquette ajoutée',
      removed: 'Étiquette retirée',
      load_failed: 'Les étiquettes n’ont pas pu être chargées.',
    },
  },
};

const it: TagMessages = {
  tags: {
    name: 'Tag |||| Tag',
    fields: {
      id: 'ID',
      name: 'Nome',
      fullName: 'Tag',
      parentId: 'Sotto il tag',
      childCount: 'Tag sottostanti',
      elementCount: 'Con questo tag',
      q: 'Cerca per nome',
    },
    top_level: 'Livello superiore',
    delete_hint:
      'Eliminando un tag si eliminano anche i tag sottostanti, che vengono tolti da tutto ciò che li porta.',
    element: {
      tab: 'Tag',
      intro: 'I tag di questo prodotto. Ogni modifica viene salvata subito.',
      none: 'Ancora nessun tag.',
      add: 'Aggiungi un tag',
      added: 'Tag aggiunto',
      removed: 'Tag rimosso',
      load_failed: 'Non è stato possibile caricare i tag.',
    },
  },
};

export const tagMessages: Record<Locale, TagMessages> = { en, fi, sv, nb, da, fr, it };
