import type { notSynchronizedMessages } from '../../orders-not-synchronized/messages';

/** The not-synchronized orders screen in French, key for key the English. */
export const notSynchronizedMessagesFr: typeof notSynchronizedMessages = {
  'orders-not-synchronized': {
    name: 'Commande non synchronisée |||| Commandes non synchronisées',
    fields: {
      id: 'ID',
      q: 'Numéro de commande',
      number: 'Commande',
      createdAt: 'Passée le',
      customer: 'Client',
      companyName: 'Société',
      reason: 'Motif',
      attempts: 'Tentatives',
      lastAttemptAt: 'Dernière tentative',
    },
    reasons: {
      none: 'Pas encore tentée',
      unknown_customer: 'L’ERP ne connaît pas le client (pas de numéro client ERP)',
      refused: 'L’ERP a refusé la commande',
      authentication: 'L’ERP a refusé les identifiants de la boutique',
      unreachable: 'L’ERP est injoignable',
      timeout: 'L’ERP n’a pas répondu à temps',
      erp_error: 'L’ERP a signalé une erreur',
      malformed: 'L’ERP a répondu autre chose qu’une commande',
    },
    retry: 'Réessayer',
    retry_all: 'Tout réessayer',
    retry_all_title: 'Réessayer toutes les commandes non synchronisées ?',
    retry_all_content: 'Chaque commande que l’ERP n’a pas reçue lui est renvoyée en arrière-plan.',
    retried:
      'Transfert lancé pour %{smart_count} commande |||| Transfert lancé pour %{smart_count} commandes',
    empty: 'Toutes les commandes sont arrivées dans l’ERP.',
  },
};
