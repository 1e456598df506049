import type { Locale } from '../../domain';
import type { MailMessage } from './mail-message';

export interface BackOfficeAccountMailMessages {
  passwordReset: MailMessage;
  invitation: MailMessage;
}

/** The back-office account mails, in the user's back-office language (English when it has none of these). */
export const BACK_OFFICE_ACCOUNT_MAIL_MESSAGES: Record<Locale, BackOfficeAccountMailMessages> = {
  en: {
    passwordReset: {
      subject: 'Reset your TradeShop back-office password',
      body:
        'Hello {name},\n\nsomeone (hopefully you) asked to reset the password of your TradeShop back-office account. ' +
        'Open this link within {minutes} minutes to choose a new password. The link works once:\n\n{link}\n\n' +
        'If you did not ask for this, ignore this message: your password stays as it is.\n\nTradeShop',
    },
    invitation: {
      subject: 'Your TradeShop back-office account',
      body:
        'Hello {name},\n\nyou have been given an account in the TradeShop back office ({email}). ' +
        'Open this link within {hours} hours to choose your password. The link works once:\n\n{link}\n\nTradeShop',
    },
  },
  fi: {
    passwordReset: {
      subject: 'TradeShop-hallintapaneelin salasanan vaihtaminen',
      body:
        'Hei {name},\n\njoku (toivottavasti sinä) pyysi TradeShop-hallintapaneelin tilisi salasanan vaihtamista. ' +
        'Avaa tämä linkki {minutes} minuutin kuluessa ja valitse uusi salasana. Linkki toimii kerran:\n\n{link}\n\n' +
        'Jos et pyytänyt tätä, voit jättää viestin huomiotta: salasanasi pysyy ennallaan.\n\nTradeShop',
    },
    invitation: {
      subject: 'TradeShop-hallintapaneelin käyttäjätunnuksesi',
      body:
        'Hei {name},\n\nsinulle on luotu tunnus TradeShopin hallintapaneeliin ({email}). ' +
        'Avaa tämä linkki {hours} tunnin kuluessa ja valitse salasanasi. Linkki toimii kerran:\n\n{link}\n\nTradeShop',
    },
  },
  nb: {
    passwordReset: {
      subject: 'Tilbakestill passordet ditt til TradeShop-administrasjonen',
      body:
        'Hei {name},\n\nnoen (forhåpentligvis du) ba om å tilbakestille passordet til administrasjonskontoen din hos TradeShop. ' +
        'Åpne denne lenken innen {minutes} minutter for å velge et nytt passord. Lenken virker én gang:\n\n{link}\n\n' +
        'Hvis du ikke ba om dette, kan du se bort fra meldingen: passordet ditt forblir uendret.\n\nTradeShop',
    },
    invitation: {
      subject: 'Din konto i TradeShop-administrasjonen',
      body:
        'Hei {name},\n\ndu har fått en konto i administrasjonen til TradeShop ({email}). ' +
        'Åpne denne lenken innen {hours} timer for å velge passordet ditt. Lenken virker én gang:\n\n{link}\n\nTradeShop',
    },
  },
  sv: {
    passwordReset: {
      subject: 'Återställ ditt lösenord till TradeShops administration',
      body:
        'Hej {name},\n\nnågon (förhoppningsvis du) bad om att återställa lösenordet till ditt administrationskonto hos TradeShop. ' +
        'Öppna länken inom {minutes} minuter för att välja ett nytt lösenord. Länken fungerar en gång:\n\n{link}\n\n' +
        'Om du inte bad om detta kan du bortse från meddelandet: ditt lösenord förblir oförändrat.\n\nTradeShop',
    },
    invitation: {
      subject: 'Ditt konto i TradeShops administration',
      body:
        'Hej {name},\n\ndu har fått ett konto i TradeShops administration ({email}). ' +
        'Öppna länken inom {hours} timmar för att välja ditt lösenord. Länken fungerar en gång:\n\n{link}\n\nTradeShop',
    },
  },
  da: {
    passwordReset: {
      subject: 'Nulstil din adgangskode til TradeShops administration',
      body:
        'Hej {name},\n\nnogen (forhåbentlig dig) bad om at nulstille adgangskoden til din administrationskonto hos TradeShop. ' +
        'Åbn linket inden for {minutes} minutter for at vælge en ny adgangskode. Linket virker én gang:\n\n{link}\n\n' +
        'Hvis du ikke bad om dette, kan du se bort fra beskeden: din adgangskode forbliver uændret.\n\nTradeShop',
    },
    invitation: {
      subject: 'Din konto i TradeShops administration',
      body:
        'Hej {name},\n\ndu har fået en konto i TradeShops administration ({email}). ' +
        'Åbn linket inden for {hours} timer for at vælge din adgangskode. Linket virker én gang:\n\n{link}\n\nTradeShop',
    },
  },
  fr: {
    passwordReset: {
      subject: 'Réinitialisez votre mot de passe de l’administration TradeShop',
      body:
        'Bonjour {name},\n\nquelqu’un (vous, espérons-le) a demandé la réinitialisation du mot de passe de votre compte d’administration TradeShop. ' +
        'Ouvrez ce lien dans les {minutes} minutes pour choisir un nouveau mot de passe. Le lien ne fonctionne qu’une fois :\n\n{link}\n\n' +
        'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.\n\nTradeShop',
    },
    invitation: {
      subject: 'Votre compte d’administration TradeShop',
      body:
        'Bonjour {name},\n\nun compte d’administration TradeShop a été créé pour vous ({email}). ' +
        'Ouvrez ce lien dans les {hours} heures pour choisir votre mot de passe. Le lien ne fonctionne qu’une fois :\n\n{link}\n\nTradeShop',
    },
  },
  it: {
    passwordReset: {
      subject: 'Reimposta la password dell’amministrazione TradeShop',
      body:
        'Ciao {name},\n\nqualcuno (speriamo tu) ha chiesto di reimpostare la password del tuo account di amministrazione TradeShop. ' +
        'Apri questo link entro {minutes} minuti per scegliere una nuova password. Il link funziona una sola volta:\n\n{link}\n\n' +
        'Se non hai fatto tu la richiesta, ignora questo messaggio: la tua password resta invariata.\n\nTradeShop',
    },
    invitation: {
      subject: 'Il tuo account di amministrazione TradeShop',
      body:
        'Ciao {name},\n\nè stato creato per te un account nell’amministrazione di TradeShop ({email}). ' +
        'Apri questo link entro {hours} ore per scegliere la tua password. Il link funziona una sola volta:\n\n{link}\n\nTradeShop',
    },
  },
};
