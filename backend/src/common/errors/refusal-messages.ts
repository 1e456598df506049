import { FALLBACK_LOCALE, LOCALES, type Locale } from '@tradeshop/shared';
import type { Request } from 'express';

type RefusalKind =
  | 'invalid'
  | 'fields'
  | 'signIn'
  | 'forbidden'
  | 'notFound'
  | 'conflict'
  | 'tooLarge'
  | 'unsupported'
  | 'tooMany';

/**
 * What a refusal (a 4xx answer) says to a caller who asked for a language other than English: one sentence per
 * kind of refusal. The English messages stay as each error was raised, since they name the rule that failed;
 * the `details` keep naming the fields in English for the developer reading them.
 */
const REFUSALS: Record<Exclude<Locale, 'en'>, Record<RefusalKind, string>> = {
  fi: {
    invalid: 'Pyyntö ei kelpaa. Tarkista tiedot ja yritä uudelleen.',
    fields: 'Pyyntö ei kelpaa. Tarkista nämä kentät: {fields}.',
    signIn: 'Kirjaudu sisään jatkaaksesi.',
    forbidden: 'Sinulla ei ole oikeutta tähän toimintoon.',
    notFound: 'Pyydettyä kohdetta ei löytynyt.',
    conflict: 'Pyyntö on ristiriidassa nykyisten tietojen kanssa. Päivitä sivu ja yritä uudelleen.',
    tooLarge: 'Lähetetty sisältö on liian suuri.',
    unsupported: 'Lähetetyn sisällön muotoa ei tueta.',
    tooMany: 'Liian monta yritystä. Odota hetki ja yritä uudelleen.',
  },
  sv: {
    invalid: 'Begäran är ogiltig. Kontrollera uppgifterna och försök igen.',
    fields: 'Begäran är ogiltig. Kontrollera dessa fält: {fields}.',
    signIn: 'Logga in för att fortsätta.',
    forbidden: 'Du har inte behörighet till den här åtgärden.',
    notFound: 'Det du sökte hittades inte.',
    conflict: 'Begäran strider mot aktuella uppgifter. Ladda om sidan och försök igen.',
    tooLarge: 'Det skickade innehållet är för stort.',
    unsupported: 'Formatet på det skickade innehållet stöds inte.',
    tooMany: 'För många försök. Vänta en stund och försök igen.',
  },
  nb: {
    invalid: 'Forespørselen er ugyldig. Kontroller opplysningene og prøv igjen.',
    fields: 'Forespørselen er ugyldig. Kontroller disse feltene: {fields}.',
    signIn: 'Logg inn for å fortsette.',
    forbidden: 'Du har ikke tilgang til denne handlingen.',
    notFound: 'Det du ba om, ble ikke funnet.',
    conflict: 'Forespørselen er i konflikt med gjeldende opplysninger. Last inn siden på nytt og prøv igjen.',
    tooLarge: 'Innholdet som ble sendt, er for stort.',
    unsupported: 'Formatet på innholdet som ble sendt, støttes ikke.',
    tooMany: 'For mange forsøk. Vent litt og prøv igjen.',
  },
  da: {
    invalid: 'Anmodningen er ugyldig. Kontrollér oplysningerne, og prøv igen.',
    fields: 'Anmodningen er ugyldig. Kontrollér disse felter: {fields}.',
    signIn: 'Log ind for at fortsætte.',
    forbidden: 'Du har ikke adgang til denne handling.',
    notFound: 'Det, du bad om, blev ikke fundet.',
    conflict: 'Anmodningen er i strid med de aktuelle oplysninger. Genindlæs siden, og prøv igen.',
    tooLarge: 'Det sendte indhold er for stort.',
    unsupported: 'Formatet på det sendte indhold understøttes ikke.',
    tooMany: 'For mange forsøg. Vent lidt, og prøv igen.',
  },
  fr: {
    invalid: 'La demande n’est pas valide. Vérifiez les informations et réessayez.',
    fields: 'La demande n’est pas valide. Vérifiez ces champs : {fields}.',
    signIn: 'Connectez-vous pour continuer.',
    forbidden: 'Vous n’avez pas le droit d’effectuer cette action.',
    notFound: 'L’élément demandé est introuvable.',
    conflict: 'La demande est en conflit avec les données actuelles. Rechargez la page et réessayez.',
    tooLarge: 'Le contenu envoyé est trop volumineux.',
    unsupported: 'Le format du contenu envoyé n’est pas pris en charge.',
    tooMany: 'Trop de tentatives. Patientez un moment puis réessayez.',
  },
  it: {
    invalid: 'La richiesta non è valida. Controlla i dati e riprova.',
    fields: 'La richiesta non è valida. Controlla questi campi: {fields}.',
    signIn: 'Accedi per continuare.',
    forbidden: 'Non hai l’autorizzazione per questa operazione.',
    notFound: 'L’elemento richiesto non è stato trovato.',
    conflict: 'La richiesta è in conflitto con i dati attuali. Ricarica la pagina e riprova.',
    tooLarge: 'Il contenuto inviato è troppo grande.',
    unsupported: 'Il formato del contenuto inviato non è supportato.',
    tooMany: 'Troppi tentativi. Attendi un momento e riprova.',
  },
};

const KIND_BY_STATUS: Partial<Record<number, RefusalKind>> = {
  401: 'signIn',
  403: 'forbidden',
  404: 'notFound',
  409: 'conflict',
  413: 'tooLarge',
  415: 'unsupported',
  429: 'tooMany',
};

/**
 * The caller's language for a refusal: the first shop language of the Accept-Language header (the storefront
 * forwards the visitor's), else English. The shop API's `locale` parameter chooses the language of the content
 * only, so a client that sends no Accept-Language keeps the English messages it may match on.
 */
export function callerLocale(request: Request): Locale {
  if (!request.headers['accept-language']) return FALLBACK_LOCALE;
  // English first, so that a caller who accepts any language (`*`, as fetch sends by default) reads English.
  const accepted = request.acceptsLanguages(
    FALLBACK_LOCALE,
    ...LOCALES.filter((locale) => locale !== FALLBACK_LOCALE),
  );
  return typeof accepted === 'string' ? (accepted as Locale) : FALLBACK_LOCALE;
}

/** The message of a refusal with `status` in `locale`; `english` as raised when the caller reads English. */
export function refusalMessage(
  locale: Locale,
  status: number,
  english: string,
  fields: readonly string[] = [],
): string {
  if (locale === 'en') return english;
  const sentences = REFUSALS[locale];
  const kind = KIND_BY_STATUS[status] ?? (fields.length > 0 ? 'fields' : 'invalid');
  const sentence = sentences[kind].replace('{fields}', [...new Set(fields)].join(', '));
  // The rule that failed is named only in English so far: kept after the caller's sentence, not dropped, so
  // that an editor whose browser asks for Finnish still learns which SKU is taken or which step is allowed.
  const reason = english.trim();
  if (!reason) return sentence;
  return `${sentence} ${IN_ENGLISH[locale]}: ${/[.!?]$/.test(reason) ? reason : `${reason}.`}`;
}

const IN_ENGLISH: Record<Exclude<Locale, 'en'>, string> = {
  fi: 'Tarkemmin englanniksi',
  sv: 'Mer exakt på engelska',
  nb: 'Mer presist på engelsk',
  da: 'Mere præcist på engelsk',
  fr: 'Plus précisément, en anglais',
  it: 'Più precisamente, in inglese',
};
