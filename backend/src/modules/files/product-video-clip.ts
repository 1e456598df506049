import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type Locale } from '@tradeshop/shared';

/**
 * The clip behind every demo product video: six seconds of WebM (VP8), drawn for this shop and kept in
 * backend/assets, so the product page's player plays it without any third-party host.
 */
const CLIP_PATH = path.resolve(__dirname, '../../../assets/media/product-video.webm');
let clip: Buffer | undefined;

export function productVideoClip(): Buffer {
  clip ??= readFileSync(CLIP_PATH);
  return clip;
}

const CAPTIONS: Record<Locale, [string, string]> = {
  fi: ['Tuote lähikuvassa', 'Tarkista tekniset tiedot tuotesivun Tekniset tiedot -välilehdeltä.'],
  nb: ['Produktet i nærbilde', 'Se de tekniske dataene under fanen Spesifikasjon på produktsiden.'],
  sv: ['Produkten i närbild', 'Se tekniska data under fliken Specifikation på produktsidan.'],
  en: ['The product close up', 'See the technical data on the Specification tab of the product page.'],
  fr: ['Le produit en gros plan', 'Consultez les données techniques dans l’onglet Caractéristiques.'],
  it: ['Il prodotto da vicino', 'Consulta i dati tecnici nella scheda Specifiche della pagina prodotto.'],
  da: ['Produktet tæt på', 'Se de tekniske data under fanen Specifikationer på produktsiden.'],
};

/** The clip's captions (WebVTT) in a shop language. */
export function renderProductVideoCaptions(locale: Locale): string {
  const [first, second] = CAPTIONS[locale];
  return `WEBVTT\n\n00:00:00.000 --> 00:00:03.000\n${first}\n\n00:00:03.000 --> 00:00:06.000\n${second}\n`;
}
