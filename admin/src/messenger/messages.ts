import type { Locale } from '@tradeshop/shared';

/**
 * The texts of the messenger screen (the job receivers with their counts, retry and delete, also on a job's
 * page) in the seven back-office languages, spread into `resources` of i18n/<language>.ts.
 */
const en = {
  messenger: {
    name: 'Messenger',
    fields: {
      name: 'Receiver',
      queued: 'Queued',
      running: 'Running',
      failed: 'Failed',
      done: 'Done',
      total: 'All',
    },
    intro: 'Each receiver is one kind of background job. Failed jobs can be tried again or deleted.',
    show_failed: 'Show failed',
    retry_failed: 'Retry failed',
    retry_all_title: 'Retry every failed job of %{name}?',
    retry_all_content: 'The failed jobs of this receiver are queued again and tried up to three more times.',
    retry: 'Retry',
    delete: 'Delete job',
    delete_title: 'Delete this job?',
    delete_content: 'The job and its log are removed for good. A running job cannot be deleted.',
    retried: 'One job queued again |||| %{smart_count} jobs queued again',
    skipped: '%{smart_count} left alone: the same work is already queued',
    deleted: 'Job deleted',
  },
};

export type MessengerMessages = typeof en;

const fi: MessengerMessages = {
  messenger: {
    name: 'Viestinvälitys',
    fields: {
      name: 'Vastaanottaja',
      queued: 'Jonossa',
      running: 'Käynnissä',
      failed: 'Epäonnistuneet',
      done: 'Valmiit',
      total: 'Kaikki',
    },
    intro:
      'Kukin vastaanottaja on yksi taustatyön laji. Epäonnistuneet työt voi yrittää uudelleen tai poistaa.',
    show_failed: 'Näytä epäonnistuneet',
    retry_failed: 'Yritä epäonnistuneita uudelleen',
    retry_all_title: 'Yritetäänkö kaikkia vastaanottajan %{name} epäonnistuneita töitä uudelleen?',
    retry_all_content:
      'Tämän vastaanottajan epäonnistuneet työt palaavat jonoon, ja niitä yritetään enintään kolme kertaa.',
    retry: 'Yritä uudelleen',
    delete: 'Poista työ',
    delete_title: 'Poistetaanko tämä työ?',
    delete_content: 'Työ ja sen loki poistetaan pysyvästi. Käynnissä olevaa työtä ei voi poistaa.',
    retried: 'Yksi työ palasi jonoon |||| %{smart_count} työtä palasi jonoon',
    skipped: '%{smart_count} jätettiin ennalleen: sama työ on jo jonossa',
    deleted: 'Työ poistettu',
  },
};

const sv: MessengerMessages = {
  messenger: {
    name: 'Meddelandekö',
    fields: {
      name: 'Mottagare',
      queued: 'I kö',
      running: 'Pågår',
      failed: 'Misslyckade',
      done: 'Klara',
      total: 'Alla',
    },
    intro: 'Varje mottagare är en sorts bakgrundsjobb. Misslyckade jobb kan köras igen eller tas bort.',
    show_failed: 'Visa misslyckade',
    retry_failed: 'Kör misslyckade igen',
    retry_all_title: 'Köra alla misslyckade jobb för %{name} igen?',
    retry_all_content: 'Mottagarens misslyckade jobb ställs i kö igen och prövas upp till tre gånger till.',
    retry: 'Kör igen',
    delete: 'Ta bort jobb',
    delete_title: 'Ta bort det här jobbet?',
    delete_content: 'Jobbet och dess logg tas bort för gott. Ett pågående jobb kan inte tas bort.',
    retried: 'Ett jobb i kö igen |||| %{smart_count} jobb i kö igen',
    skipped: '%{smart_count} lämnades orörda: samma arbete står redan i kö',
    deleted: 'Jobbet har tagits bort',
  },
};

const nb: MessengerMessages = {
  messenger: {
    name: 'Meldingskø',
    fields: {
      name: 'Mottaker',
      queued: 'I kø',
      running: 'Kjører',
      failed: 'Mislykkede',
      done: 'Ferdige',
      total: 'Alle',
    },
    intro: 'Hver mottaker er én type bakgrunnsjobb. Mislykkede jobber kan kjøres på nytt eller slettes.',
    show_failed: 'Vis mislykkede',
    retry_failed: 'Kjør mislykkede på nytt',
    retry_all_title: 'Kjøre alle mislykkede jobber for %{name} på nytt?',
    retry_all_content: 'Mottakerens mislykkede jobber settes i kø igjen og prøves opptil tre ganger til.',
    retry: 'Kjør på nytt',
    delete: 'Slett jobb',
    delete_title: 'Slette denne jobben?',
    delete_content: 'Jobben og loggen dens slettes for godt. En jobb som kjører, kan ikke slettes.',
    retried: 'Én jobb i kø igjen |||| %{smart_count} jobber i kø igjen',
    skipped: '%{smart_count} ble latt være: det samme arbeidet står allerede i kø',
    deleted: 'Jobben er slettet',
  },
};

const da: MessengerMessages = {
  messenger: {
    name: 'Beskedkø',
    fields: {
      name: 'Modtager',
      queued: 'I kø',
      running: 'Kører',
      failed: 'Mislykkede',
      done: 'Færdige',
      total: 'Alle',
    },
    intro: 'Hver modtager er én slags baggrundsjob. Mislykkede job kan køres igen eller slettes.',
    show_failed: 'Vis mislykkede',
    retry_failed: 'Kør mislykkede igen',
    retry_all_title: 'Køre alle mislykkede job for %{name} igen?',
    retry_all_content: 'Modtagerens mislykkede job sættes i kø igen og prøves op til tre gange mere.',
    retry: 'Kør igen',
    delete: 'Slet job',
    delete_title: 'Slette dette job?',
    delete_content: 'Jobbet og dets log slettes for altid. Et job, der kører, kan ikke slettes.',
    retried: 'Ét job i kø igen |||| %{smart_count} job i kø igen',
    skipped: '%{smart_count} blev ladt være: det samme arbejde står allerede i kø',
    deleted: 'Jobbet er slettet',
  },
};

const fr: MessengerMessages = {
  messenger: {
    name: 'Messagerie',
    fields: {
      name: 'Destinataire',
      queued: 'En file',
      running: 'En cours',
      failed: 'En échec',
      done: 'Terminées',
      total: 'Toutes',
    },
    intro:
      'Chaque destinataire est un type de tâche de fond. Les tâches en échec peuvent être relancées ou supprimées.',
    show_failed: 'Voir les échecs',
    retry_failed: 'Relancer les échecs',
    retry_all_title: 'Relancer toutes les tâches en échec de %{name} ?',
    retry_all_content:
      'Les tâches en échec de ce destinataire reviennent dans la file et sont tentées jusqu’à trois fois de plus.',
    retry: 'Relancer',
    delete: 'Supprimer la tâche',
    delete_title: 'Supprimer cette tâche ?',
    delete_content:
      'La tâche et son journal sont supprimés définitivement. Une tâche en cours ne peut pas être supprimée.',
    retried: 'Une tâche remise en file |||| %{smart_count} tâches remises en file',
    skipped: '%{smart_count} laissée(s) telle(s) quelle(s) : le même travail est déjà en file',
    deleted: 'Tâche supprimée',
  },
};

const it: MessengerMessages = {
  messenger: {
    name: 'Messaggistica',
    fields: {
      name: 'Destinatario',
      queued: 'In coda',
      running: 'In corso',
      failed: 'Non riusciti',
      done: 'Completati',
      total: 'Tutti',
    },
    intro:
      'Ogni destinatario è un tipo di lavoro in background. I lavori non riusciti si possono riprovare o eliminare.',
    show_failed: 'Mostra non riusciti',
    retry_failed: 'Riprova i non riusciti',
    retry_all_title: 'Riprovare tutti i lavori non riusciti di %{name}?',
    retry_all_content:
      'I lavori non riusciti di questo destinatario tornano in coda e vengono tentati fino ad altre tre volte.',
    retry: 'Riprova',
    delete: 'Elimina lavoro',
    delete_title: 'Eliminare questo lavoro?',
    delete_content:
      'Il lavoro e il suo registro vengono eliminati definitivamente. Un lavoro in corso non si può eliminare.',
    retried: 'Un lavoro rimesso in coda |||| %{smart_count} lavori rimessi in coda',
    skipped: '%{smart_count} lasciati com’erano: lo stesso lavoro è già in coda',
    deleted: 'Lavoro eliminato',
  },
};

export const messengerMessages: Record<Locale, MessengerMessages> = { en, fi, sv, nb, da, fr, it };
