import type { Locale } from '../../../domain';

/** Newsletter subscription with double opt-in (storefront spec §8: newsletter confirmation error). */
export interface NewsletterMessages {
  footerHeading: string;
  footerIntro: string;
  title: string;
  intro: string;
  email: string;
  subscribe: string;
  sentTitle: string;
  sent: string;
  confirmTitle: string;
  confirmIntro: string;
  confirm: string;
  confirmedTitle: string;
  confirmed: string;
  confirmationErrorTitle: string;
  confirmationError: string;
  subscribeAgain: string;
  backHome: string;
}

export const newsletterMessages: Record<Locale, NewsletterMessages> = {
  fi: {
    footerHeading: 'Uutiskirje',
    footerIntro: 'Uutuudet, kampanjat ja tuotetiedotteet sähköpostiisi.',
    title: 'Uutiskirjeen tilaus',
    intro: 'Tilaa uutiskirjeemme. Lähetämme ensin vahvistuslinkin, ja tilaus alkaa vasta, kun avaat sen.',
    email: 'Sähköpostiosoite',
    subscribe: 'Tilaa',
    sentTitle: 'Vahvista tilauksesi',
    sent: 'Lähetimme vahvistuslinkin osoitteeseen {email}. Tilaus alkaa, kun avaat linkin.',
    confirmTitle: 'Vahvista uutiskirjeen tilaus',
    confirmIntro: 'Vahvista tilaus painamalla alla olevaa painiketta.',
    confirm: 'Vahvista tilaus',
    confirmedTitle: 'Tilaus on vahvistettu',
    confirmed: 'Kiitos! Saat jatkossa uutiskirjeemme sähköpostiisi.',
    confirmationErrorTitle: 'Tilausta ei voitu vahvistaa',
    confirmationError:
      'Uutiskirjeen tilauksen vahvistus epäonnistui: linkki on vanhentunut tai sitä on jo käytetty. Tilaa uutiskirje uudelleen.',
    subscribeAgain: 'Tilaa uudelleen',
    backHome: 'Etusivulle',
  },
  nb: {
    footerHeading: 'Nyhetsbrev',
    footerIntro: 'Nyheter, kampanjer og produktinformasjon på e-post.',
    title: 'Abonner på nyhetsbrevet',
    intro:
      'Abonner på nyhetsbrevet vårt. Vi sender først en bekreftelseslenke, og abonnementet starter når du åpner den.',
    email: 'E-postadresse',
    subscribe: 'Abonner',
    sentTitle: 'Bekreft abonnementet',
    sent: 'Vi har sendt en bekreftelseslenke til {email}. Abonnementet starter når du åpner lenken.',
    confirmTitle: 'Bekreft abonnementet på nyhetsbrevet',
    confirmIntro: 'Bekreft abonnementet med knappen nedenfor.',
    confirm: 'Bekreft abonnementet',
    confirmedTitle: 'Abonnementet er bekreftet',
    confirmed: 'Takk! Du får nyhetsbrevet vårt på e-post fremover.',
    confirmationErrorTitle: 'Abonnementet kunne ikke bekreftes',
    confirmationError:
      'Bekreftelsen av nyhetsbrevet mislyktes: lenken er utløpt eller allerede brukt. Abonner på nytt.',
    subscribeAgain: 'Abonner på nytt',
    backHome: 'Til forsiden',
  },
  sv: {
    footerHeading: 'Nyhetsbrev',
    footerIntro: 'Nyheter, kampanjer och produktinformation via e-post.',
    title: 'Prenumerera på nyhetsbrevet',
    intro:
      'Prenumerera på vårt nyhetsbrev. Vi skickar först en bekräftelselänk, och prenumerationen börjar när du öppnar den.',
    email: 'E-postadress',
    subscribe: 'Prenumerera',
    sentTitle: 'Bekräfta din prenumeration',
    sent: 'Vi har skickat en bekräftelselänk till {email}. Prenumerationen börjar när du öppnar länken.',
    confirmTitle: 'Bekräfta prenumerationen på nyhetsbrevet',
    confirmIntro: 'Bekräfta prenumerationen med knappen nedan.',
    confirm: 'Bekräfta prenumerationen',
    confirmedTitle: 'Prenumerationen är bekräftad',
    confirmed: 'Tack! Du får vårt nyhetsbrev via e-post framöver.',
    confirmationErrorTitle: 'Prenumerationen kunde inte bekräftas',
    confirmationError:
      'Bekräftelsen av nyhetsbrevet misslyckades: länken har gått ut eller redan använts. Prenumerera igen.',
    subscribeAgain: 'Prenumerera igen',
    backHome: 'Till startsidan',
  },
  en: {
    footerHeading: 'Newsletter',
    footerIntro: 'New products, offers and product news by e-mail.',
    title: 'Newsletter subscription',
    intro:
      'Subscribe to our newsletter. We first send a confirmation link; the subscription starts once you open it.',
    email: 'E-mail address',
    subscribe: 'Subscribe',
    sentTitle: 'Confirm your subscription',
    sent: 'We sent a confirmation link to {email}. Your subscription starts once you open it.',
    confirmTitle: 'Confirm your newsletter subscription',
    confirmIntro: 'Confirm the subscription with the button below.',
    confirm: 'Confirm subscription',
    confirmedTitle: 'Subscription confirmed',
    confirmed: 'Thank you! You will receive our newsletter by e-mail from now on.',
    confirmationErrorTitle: 'The subscription could not be confirmed',
    confirmationError:
      'Newsletter confirmation error: the link has expired or has already been used. Please subscribe again.',
    subscribeAgain: 'Subscribe again',
    backHome: 'Back to the home page',
  },
  fr: {
    footerHeading: 'Newsletter',
    footerIntro: 'Nouveautés, offres et informations produits par e-mail.',
    title: 'Inscription à la newsletter',
    intro:
      'Inscrivez-vous à notre newsletter. Nous envoyons d’abord un lien de confirmation ; l’inscription commence dès que vous l’ouvrez.',
    email: 'Adresse e-mail',
    subscribe: 'S’inscrire',
    sentTitle: 'Confirmez votre inscription',
    sent: 'Nous avons envoyé un lien de confirmation à {email}. L’inscription commence dès que vous l’ouvrez.',
    confirmTitle: 'Confirmez votre inscription à la newsletter',
    confirmIntro: 'Confirmez l’inscription avec le bouton ci-dessous.',
    confirm: 'Confirmer l’inscription',
    confirmedTitle: 'Inscription confirmée',
    confirmed: 'Merci ! Vous recevrez désormais notre newsletter par e-mail.',
    confirmationErrorTitle: 'L’inscription n’a pas pu être confirmée',
    confirmationError:
      'Erreur de confirmation de la newsletter : le lien a expiré ou a déjà été utilisé. Veuillez vous inscrire à nouveau.',
    subscribeAgain: 'S’inscrire à nouveau',
    backHome: 'Retour à l’accueil',
  },
  it: {
    footerHeading: 'Newsletter',
    footerIntro: 'Novità, offerte e informazioni sui prodotti via e-mail.',
    title: 'Iscrizione alla newsletter',
    intro:
      'Iscriviti alla nostra newsletter. Prima inviamo un link di conferma; l’iscrizione inizia quando lo apri.',
    email: 'Indirizzo e-mail',
    subscribe: 'Iscriviti',
    sentTitle: 'Conferma l’iscrizione',
    sent: 'Abbiamo inviato un link di conferma a {email}. L’iscrizione inizia quando apri il link.',
    confirmTitle: 'Conferma l’iscrizione alla newsletter',
    confirmIntro: 'Conferma l’iscrizione con il pulsante qui sotto.',
    confirm: 'Conferma l’iscrizione',
    confirmedTitle: 'Iscrizione confermata',
    confirmed: 'Grazie! D’ora in poi riceverai la nostra newsletter via e-mail.',
    confirmationErrorTitle: 'Non è stato possibile confermare l’iscrizione',
    confirmationError:
      'Errore di conferma della newsletter: il link è scaduto o è già stato usato. Iscriviti di nuovo.',
    subscribeAgain: 'Iscriviti di nuovo',
    backHome: 'Torna alla home page',
  },
  da: {
    footerHeading: 'Nyhedsbrev',
    footerIntro: 'Nyheder, tilbud og produktinformation på e-mail.',
    title: 'Tilmelding til nyhedsbrevet',
    intro:
      'Tilmeld dig vores nyhedsbrev. Vi sender først et bekræftelseslink, og tilmeldingen starter, når du åbner det.',
    email: 'E-mailadresse',
    subscribe: 'Tilmeld',
    sentTitle: 'Bekræft din tilmelding',
    sent: 'Vi har sendt et bekræftelseslink til {email}. Tilmeldingen starter, når du åbner linket.',
    confirmTitle: 'Bekræft tilmeldingen til nyhedsbrevet',
    confirmIntro: 'Bekræft tilmeldingen med knappen nedenfor.',
    confirm: 'Bekræft tilmeldingen',
    confirmedTitle: 'Tilmeldingen er bekræftet',
    confirmed: 'Tak! Du modtager fremover vores nyhedsbrev på e-mail.',
    confirmationErrorTitle: 'Tilmeldingen kunne ikke bekræftes',
    confirmationError:
      'Bekræftelsen af nyhedsbrevet mislykkedes: linket er udløbet eller allerede brugt. Tilmeld dig igen.',
    subscribeAgain: 'Tilmeld dig igen',
    backHome: 'Til forsiden',
  },
};
