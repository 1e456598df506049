import type { taxAndStoreConfigMessages } from '../../shop-config/tax-store-messages';

/** The tax, exchange-rate, address-identifier, store and configuration screens in French. */
export const taxAndStoreConfigMessagesFr: (typeof taxAndStoreConfigMessages)['en'] = {
  resources: {
    'shop-config/tax-rates': {
      name: 'Taux de taxe |||| Taux de taxe',
      fields: { q: 'Nom', name: 'Nom', rate: 'Taux (%)', active: 'Actif' },
      invalid_rate: 'Un pourcentage de 0 à 99.999, au plus trois décimales après un point, par ex. 25.5',
    },
    'shop-config/tax-rule-groups': {
      name: 'Groupe de règles de taxe |||| Groupes de règles de taxe',
      fields: {
        q: 'Nom',
        name: 'Nom',
        active: 'Actif',
        rules: 'Règles, dans leur ordre d’application',
        countryId: 'Pays',
        stateId: 'État / région',
        taxRateId: 'Taux de taxe',
        behavior: 'Comportement',
      },
      behaviors: {
        only_this: 'Uniquement ce taux',
        combine: 'Cumuler avec les taux précédents',
        one_after_another: 'L’un après l’autre (taxe sur taxe)',
      },
    },
    'shop-config/exchange-rates': {
      name: 'Taux de change |||| Taux de change',
      fields: {
        q: 'Code de devise',
        fromCurrencyId: 'Devise source',
        toCurrencyId: 'Devise cible',
        rate: 'Taux',
        updatedAt: 'Mis à jour le',
      },
      rate_help: 'Nombre d’unités de la devise cible pour une unité de la devise source, par ex. 11.05',
      invalid_rate: 'Un nombre positif, au plus 10 chiffres avant le point et 8 après, par ex. 11.05',
    },
    'shop-config/address-identifiers': {
      name: 'Identifiant d’adresse |||| Identifiants d’adresse',
      fields: { q: 'Nom', name: 'Nom', active: 'Actif' },
      invalid_name:
        '2 à 50 lettres minuscules, chiffres ou tirets bas, en commençant par une lettre, par ex. shipping',
    },
    'shop-config/stores': {
      name: 'Boutique |||| Boutiques',
      fields: {
        q: 'Code ou nom',
        code: 'Code',
        name: 'Nom',
        country: 'Pays',
        currency: 'Devise',
        locales: 'Langues',
        defaultLocale: 'Langue par défaut',
        position: 'Position',
        salesEmail: 'E-mail commercial',
        guestCheckout: 'Commande sans compte',
        pricesIncludeTax: 'Prix affichés TTC',
        defaultTaxRuleGroupId: 'Groupe de règles de taxe par défaut',
        orderNumberPrefix: 'Préfixe des numéros de commande',
        termsOfDelivery: 'Conditions de livraison',
        termsOfPayment: 'Conditions de paiement',
        seller: {
          legalName: 'Raison sociale',
          street: 'Adresse',
          postcode: 'Code postal',
          city: 'Ville',
          country: 'Pays',
          businessId: 'Numéro d’immatriculation',
          vatId: 'Numéro de TVA',
          phone: 'Téléphone',
          email: 'E-mail',
          iban: 'Compte bancaire (IBAN)',
          bic: 'BIC',
        },
      },
      seller_heading: 'Vendeur sur les documents de commande et les factures',
      payment_terms_heading:
        'Conditions de paiement dans chaque langue (documents de commande, e-mails et boutique)',
      delivery_terms_heading:
        'Conditions de livraison dans chaque langue (documents de commande, e-mails et boutique)',
      invalid_iban: 'Un IBAN, par ex. FI59 4053 0020 1188 45',
      invalid_bic: '8 ou 11 lettres et chiffres, par ex. NDEAFIHH',
      international: 'Aucun (boutique internationale)',
      invalid_code: '2 à 20 lettres minuscules, chiffres, - ou _, en commençant par une lettre',
      invalid_prefix: 'Au plus 10 lettres majuscules, chiffres ou -',
    },
    'shop-config/configurations': {
      name: 'Paramètre |||| Paramètres',
      fields: { q: 'Clé', key: 'Clé', storeId: 'Boutique', value: 'Valeur' },
      out_of_range: 'Un nombre entier de %{min} à %{max}',
      weekdays: {
        0: 'Dimanche',
        1: 'Lundi',
        2: 'Mardi',
        3: 'Mercredi',
        4: 'Jeudi',
        5: 'Vendredi',
        6: 'Samedi',
      },
    },
  },
  shop_config: {
    everywhere: 'Tous les pays',
    all_states: 'Tous les États / régions',
    all_stores: 'Toute la boutique',
  },
};
