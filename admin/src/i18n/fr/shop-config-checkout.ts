import type { checkoutConfigMessages } from '../../shop-config/checkout-messages';

/** The carriers, payment providers and notification rules screens in French, key for key the English. */
export const checkoutConfigMessagesFr: (typeof checkoutConfigMessages)['en'] = {
  resources: {
    'shop-config/carriers': {
      name: 'Transporteur |||| Transporteurs',
      fields: {
        q: 'Identifiant ou nom',
        identifier: 'Identifiant',
        labels: 'Nom affiché à l’acheteur',
        descriptions: 'Description affichée à l’acheteur',
        trackingUrl: 'Adresse de suivi',
        taxRuleGroupId: 'Groupe de règles de taxe des frais de port',
        refusedUnNumbers: 'Refuse les batteries au lithium',
        dangerousGoodsSurchargeMinor: 'Supplément marchandises dangereuses',
        position: 'Position',
        active: 'Actif',
        shippingRules: 'Règles de livraison',
        shippingRuleId: 'Règle de livraison',
        priority: 'Priorité (la plus basse d’abord)',
        stopPropagation: 'Arrêter les règles suivantes',
      },
      tracking_help: '{tracking} est remplacé par le numéro de suivi',
      un: {
        UN3480: 'UN3480 batteries au lithium-ion',
        UN3481:
          'UN3481 batteries au lithium-ion emballées avec un équipement ou contenues dans un équipement',
      },
    },
    'shop-config/payment-providers': {
      name: 'Moyen de paiement |||| Moyens de paiement',
      fields: {
        q: 'Identifiant ou nom',
        identifier: 'Identifiant',
        gateway: 'Passerelle',
        labels: 'Nom affiché à l’acheteur',
        descriptions: 'Description affichée à l’acheteur',
        testMode: 'Mode test',
        position: 'Position',
        active: 'Actif',
        rules: 'Règles du moyen de paiement',
        ruleId: 'Règle',
        priority: 'Priorité (la plus basse d’abord)',
      },
      gateways: { invoice: 'Facture', card: 'Carte' },
      rules_help:
        'Sans règle, le moyen de paiement est toujours proposé ; avec des règles, seulement quand l’une d’elles s’applique',
    },
    'shop-config/notification-rules': {
      name: 'Règle de notification |||| Règles de notification',
      fields: {
        q: 'Nom',
        position: 'Ordre',
        name: 'Nom',
        type: 'Événement',
        active: 'Active',
        conditions: 'Conditions (toutes doivent être remplies)',
        conditionType: 'Condition',
        states: 'L’état est devenu l’un de',
        storeIds: 'Boutiques',
        actions: 'E-mails',
        actionType: 'Action',
        recipient: 'Destinataire',
        address: 'Adresse e-mail',
        order: 'Déplacer',
      },
      types: { order: 'Commande', payment: 'Paiement', shipment: 'Expédition', invoice: 'Facture' },
      condition_types: { states: 'État', stores: 'Boutique' },
      action_types: { mail: 'Envoyer un e-mail' },
      recipients: {
        customer: 'L’acheteur',
        store_sales: 'L’adresse commerciale de la boutique',
        fixed: 'Une adresse fixe',
      },
      move_up: 'Monter',
      move_down: 'Descendre',
      sorted: 'Ordre enregistré',
    },
  },
};
