import type { Locale } from '@tradeshop/shared';

/**
 * Texts of the back-office shell itself (the access-denied page, the role editor's "API only" mark), in all
 * seven languages. They go into each catalogue as `shell` (see i18n/en.ts and its siblings).
 */
const en = {
  access_denied: {
    title: 'Access denied',
    message: 'You do not have permission to open this screen. It needs the permission “%{permission}”.',
    ask: 'Ask an administrator to add it to your role.',
    back: 'Back to the start page',
  },
  api_only: 'API only',
  api_only_help:
    'This section has no screen in the back office yet: the permission grants access to its API only.',
};

export type ShellTexts = typeof en;

export const shellMessages: Record<Locale, ShellTexts> = {
  en,
  fi: {
    access_denied: {
      title: 'Ei käyttöoikeutta',
      message: 'Sinulla ei ole oikeutta avata tätä näkymää. Siihen tarvitaan oikeus ”%{permission}”.',
      ask: 'Pyydä ylläpitäjää lisäämään se roolillesi.',
      back: 'Takaisin etusivulle',
    },
    api_only: 'Vain rajapinta',
    api_only_help:
      'Tällä osiolla ei vielä ole näkymää taustajärjestelmässä: oikeus antaa pääsyn vain sen rajapintaan.',
  },
  sv: {
    access_denied: {
      title: 'Åtkomst nekad',
      message: 'Du har inte behörighet att öppna den här vyn. Den kräver behörigheten ”%{permission}”.',
      ask: 'Be en administratör att lägga till den i din roll.',
      back: 'Tillbaka till startsidan',
    },
    api_only: 'Endast API',
    api_only_help:
      'Det här avsnittet har ännu ingen vy i administrationen: behörigheten ger endast åtkomst till dess API.',
  },
  nb: {
    access_denied: {
      title: 'Ingen tilgang',
      message: 'Du har ikke tillatelse til å åpne denne siden. Den krever tillatelsen «%{permission}».',
      ask: 'Be en administrator om å legge den til i rollen din.',
      back: 'Tilbake til startsiden',
    },
    api_only: 'Kun API',
    api_only_help:
      'Denne delen har ennå ingen side i administrasjonen: tillatelsen gir bare tilgang til API-et.',
  },
  da: {
    access_denied: {
      title: 'Adgang nægtet',
      message: 'Du har ikke tilladelse til at åbne denne side. Den kræver tilladelsen »%{permission}«.',
      ask: 'Bed en administrator om at tilføje den til din rolle.',
      back: 'Tilbage til startsiden',
    },
    api_only: 'Kun API',
    api_only_help:
      'Dette afsnit har endnu ingen side i administrationen: tilladelsen giver kun adgang til dets API.',
  },
  fr: {
    access_denied: {
      title: 'Accès refusé',
      message: 'Vous n’avez pas l’autorisation d’ouvrir cet écran. Il faut l’autorisation « %{permission} ».',
      ask: 'Demandez à un administrateur de l’ajouter à votre rôle.',
      back: 'Retour à l’accueil',
    },
    api_only: 'API uniquement',
    api_only_help:
      'Cette section n’a pas encore d’écran dans l’administration : l’autorisation donne accès à son API uniquement.',
  },
  it: {
    access_denied: {
      title: 'Accesso negato',
      message:
        'Non hai l’autorizzazione per aprire questa schermata. Serve l’autorizzazione «%{permission}».',
      ask: 'Chiedi a un amministratore di aggiungerla al tuo ruolo.',
      back: 'Torna alla pagina iniziale',
    },
    api_only: 'Solo API',
    api_only_help:
      'Questa sezione non ha ancora una schermata nel back office: l’autorizzazione dà accesso solo alla sua API.',
  },
};
