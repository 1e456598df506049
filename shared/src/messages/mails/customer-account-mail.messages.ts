import type { Locale } from '../../domain';
import type { MailMessage } from './mail-message';

export interface CustomerAccountMailMessages {
  welcome: MailMessage;
  passwordReset: MailMessage;
}

/** The storefront account mails in every shop language, written to the customer in their own language. */
export const CUSTOMER_ACCOUNT_MAIL_MESSAGES: Record<Locale, CustomerAccountMailMessages> = {
  en: {
    welcome: {
      subject: 'Welcome to TradeShop',
      body:
        'Hello {firstname},\n\nthank you for registering {company} with TradeShop. ' +
        'You can now log in with your e-mail address {email}:\n\n{link}\n\nKind regards,\nTradeShop',
    },
    passwordReset: {
      subject: 'Reset your TradeShop password',
      body:
        'Hello {firstname},\n\nsomeone (hopefully you) asked to reset the password of your TradeShop account. ' +
        'Open this link within {minutes} minutes to choose a new password. The link works once:\n\n{link}\n\n' +
        'If you did not ask for this, ignore this message: your password stays as it is.\n\nTradeShop',
    },
  },
  fi: {
    welcome: {
      subject: 'Tervetuloa TradeShopiin',
      body:
        'Hei {firstname},\n\nkiitos, että rekisteröit yrityksen {company} TradeShopiin. ' +
        'Voit nyt kirjautua sähköpostiosoitteellasi {email}:\n\n{link}\n\nYstävällisin terveisin\nTradeShop',
    },
    passwordReset: {
      subject: 'TradeShop-salasanasi vaihtaminen',
      body:
        'Hei {firstname},\n\njoku (toivottavasti sinä) pyysi TradeShop-tilisi salasanan vaihtamista. ' +
        'Avaa tämä linkki {minutes} minuutin kuluessa ja valitse uusi salasana. Linkki toimii kerran:\n\n{link}\n\n' +
        'Jos et pyytänyt tätä, voit jättää viestin huomiotta: salasanasi pysyy ennallaan.\n\nTradeShop',
    },
  },
  nb: {
    welcome: {
      subject: 'Velkommen til TradeShop',
      body:
        'Hei {firstname},\n\ntakk for at du registrerte {company} hos TradeShop. ' +
        'Du kan nå logge inn med e-postadressen {email}:\n\n{link}\n\nVennlig hilsen\nTradeShop',
    },
    passwordReset: {
      subject: 'Tilbakestill passordet ditt hos TradeShop',
      body:
        'Hei {firstname},\n\nnoen (forhåpentligvis du) ba om å tilbakestille passordet til TradeShop-kontoen din. ' +
        'Åpne denne lenken innen {minutes} minutter for å velge et nytt passord. Lenken virker én gang:\n\n{link}\n\n' +
        'Hvis du ikke ba om dette, kan du se bort fra meldingen: passordet ditt forblir uendret.\n\nTradeShop',
    },
  },
  sv: {
    welcome: {
      subject: 'Välkommen till TradeShop',
      body:
        'Hej {firstname},\n\ntack för att du registrerade {company} hos TradeShop. ' +
        'Du kan nu logga in med e-postadressen {email}:\n\n{link}\n\nVänliga hälsningar\nTradeShop',
    },
    passwordReset: {
      subject: 'Återställ ditt lösenord hos TradeShop',
      body:
        'Hej {firstname},\n\nnågon (förhoppningsvis du) bad om att återställa lösenordet till ditt TradeShop-konto. ' +
        'Öppna länken inom {minutes} minuter för att välja ett nytt lösenord. Länken fungerar en gång:\n\n{link}\n\n' +
        'Om du inte bad om detta kan du bortse från meddelandet: ditt lösenord förblir oförändrat.\n\nTradeShop',
    },
  },
  da: {
    welcome: {
      subject: 'Velkommen til TradeShop',
      body:
        'Hej {firstname},\n\ntak fordi du registrerede {company} hos TradeShop. ' +
        'Du kan nu logge ind med e-mailadressen {email}:\n\n{link}\n\nVenlig hilsen\nTradeShop',
    },
    passwordReset: {
      subject: 'Nulstil din adgangskode hos TradeShop',
      body:
        'Hej {firstname},\n\nnogen (forhåbentlig dig) har bedt om at nulstille adgangskoden til din TradeShop-konto. ' +
        'Åbn linket inden for {minutes} minutter for at vælge en ny adgangskode. Linket virker én gang:\n\n{link}\n\n' +
        'Hvis du ikke har bedt om det, kan du se bort fra beskeden: din adgangskode forbliver uændret.\n\nTradeShop',
    },
  },
  fr: {
    welcome: {
      subject: 'Bienvenue chez TradeShop',
      body:
        'Bonjour {firstname},\n\nmerci d’avoir inscrit {company} chez TradeShop. ' +
        'Vous pouvez désormais vous connecter avec votre adresse e-mail {email} :\n\n{link}\n\nCordialement,\nTradeShop',
    },
    passwordReset: {
      subject: 'Réinitialisez votre mot de passe TradeShop',
      body:
        'Bonjour {firstname},\n\nquelqu’un (vous, nous l’espérons) a demandé la réinitialisation du mot de passe de votre compte TradeShop. ' +
        'Ouvrez ce lien dans les {minutes} minutes pour choisir un nouveau mot de passe. Le lien ne fonctionne qu’une fois :\n\n{link}\n\n' +
        'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.\n\nTradeShop',
    },
  },
  it: {
    welcome: {
      subject: 'Benvenuto su TradeShop',
      body:
        'Buongiorno {firstname},\n\ngrazie per aver registrato {company} su TradeShop. ' +
        'Ora può accedere con il suo indirizzo e-mail {email}:\n\n{link}\n\nCordiali saluti\nTradeShop',
    },
    passwordReset: {
      subject: 'Reimposti la password di TradeShop',
      body:
        'Buongiorno {firstname},\n\nqualcuno (speriamo lei) ha chiesto di reimpostare la password del suo account TradeShop. ' +
        'Apra questo link entro {minutes} minuti per scegliere una nuova password. Il link funziona una sola volta:\n\n{link}\n\n' +
        'Se non ha fatto questa richiesta, ignori il messaggio: la password resta invariata.\n\nTradeShop',
    },
  },
};
