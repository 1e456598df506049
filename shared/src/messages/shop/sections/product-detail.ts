import type { Locale } from '../../../domain';

/** The product page's gallery, tabs and data sheet (storefront spec §2, §9). */
export interface ProductDetailMessages {
  /** The tab list's name, read out by screen readers. */
  tabs: string;
  datasheet: string;
  datasheetHint: string;
  previousImages: string;
  nextImages: string;
  /** The main image's position: `{index}` of `{count}`. */
  imagePosition: string;
  /** The variant picker's name: the other versions of the product (colour temperature, pack size...). */
  variants: string;
  /** Read out after an option no variant has with the other choices kept. */
  variantUnavailable: string;
}

export const productDetailMessages: Record<Locale, ProductDetailMessages> = {
  fi: {
    tabs: 'Tuotetiedot',
    datasheet: 'Tuotetietolehti (PDF)',
    datasheetHint: 'Tulostettava yhteenveto tuotteen tiedoista ja hinnoista kielelläsi.',
    previousImages: 'Edelliset kuvat',
    nextImages: 'Seuraavat kuvat',
    imagePosition: 'Kuva {index}/{count}',
    variants: 'Versiot',
    variantUnavailable: 'ei saatavilla tässä yhdistelmässä',
  },
  nb: {
    tabs: 'Produktinformasjon',
    datasheet: 'Produktdatablad (PDF)',
    datasheetHint: 'En utskriftsvennlig oversikt over produktets data og priser på ditt språk.',
    previousImages: 'Forrige bilder',
    nextImages: 'Neste bilder',
    imagePosition: 'Bilde {index} av {count}',
    variants: 'Varianter',
    variantUnavailable: 'ikke tilgjengelig i denne kombinasjonen',
  },
  sv: {
    tabs: 'Produktinformation',
    datasheet: 'Produktblad (PDF)',
    datasheetHint: 'En utskriftsvänlig sammanfattning av produktens data och priser på ditt språk.',
    previousImages: 'Föregående bilder',
    nextImages: 'Nästa bilder',
    imagePosition: 'Bild {index} av {count}',
    variants: 'Varianter',
    variantUnavailable: 'inte tillgänglig i den här kombinationen',
  },
  en: {
    tabs: 'Product information',
    datasheet: 'Product data sheet (PDF)',
    datasheetHint: 'A printable summary of the product’s data and prices in your language.',
    previousImages: 'Previous images',
    nextImages: 'Next images',
    imagePosition: 'Image {index} of {count}',
    variants: 'Variants',
    variantUnavailable: 'not available in this combination',
  },
  fr: {
    tabs: 'Informations produit',
    datasheet: 'Fiche produit (PDF)',
    datasheetHint: 'Un résumé imprimable des données et des prix du produit dans votre langue.',
    previousImages: 'Images précédentes',
    nextImages: 'Images suivantes',
    imagePosition: 'Image {index} sur {count}',
    variants: 'Variantes',
    variantUnavailable: 'non disponible dans cette combinaison',
  },
  it: {
    tabs: 'Informazioni sul prodotto',
    datasheet: 'Scheda prodotto (PDF)',
    datasheetHint: 'Un riepilogo stampabile dei dati e dei prezzi del prodotto nella tua lingua.',
    previousImages: 'Immagini precedenti',
    nextImages: 'Immagini successive',
    imagePosition: 'Immagine {index} di {count}',
    variants: 'Varianti',
    variantUnavailable: 'non disponibile in questa combinazione',
  },
  da: {
    tabs: 'Produktinformation',
    datasheet: 'Produktdatablad (PDF)',
    datasheetHint: 'Et udskriftsvenligt overblik over produktets data og priser på dit sprog.',
    previousImages: 'Forrige billeder',
    nextImages: 'Næste billeder',
    imagePosition: 'Billede {index} af {count}',
    variants: 'Varianter',
    variantUnavailable: 'ikke tilgængelig i denne kombination',
  },
};
