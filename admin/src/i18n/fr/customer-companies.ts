import type { customerCompanyMessages } from '../../customer-companies/messages';

/** The customer-company screens in French, key for key the English. */
export const customerCompanyMessagesFr: typeof customerCompanyMessages = {
  'customer-companies': {
    name: 'Société cliente |||| Sociétés clientes',
    fields: {
      id: 'ID',
      q: 'Nom, numéro d’immatriculation ou numéro client ERP',
      name: 'Nom',
      organizationNumber: 'Numéro d’immatriculation',
      erpCustomerNumber: 'Numéro client ERP',
      storeCode: 'Boutique',
      customerCount: 'Clients',
      email: 'E-mail',
      phone: 'Téléphone',
      vatNumber: 'Numéro de TVA',
      termsOfDelivery: 'Conditions de livraison',
      termsOfPayment: 'Conditions de paiement',
      invoicePaymentAllowed: 'Peut payer sur facture',
      createdAt: 'Créée le',
    },
    not_connected: 'Non relié',
    erp_customer_number_invalid:
      'Uniquement des lettres, des chiffres et des tirets, en commençant par une lettre ou un chiffre, 40 caractères au plus',
    modifier: {
      members: 'Personnes de la société',
      no_members: 'Personne ne se connecte pour cette société.',
      load_failed: 'Impossible de charger les personnes de la société.',
      member_name: 'Nom',
      member_email: 'E-mail',
      salesrep: 'Commercial',
      inactive: 'Inactif',
      move_existing: 'Déplacer vers une autre société',
      move_new: 'Déplacer vers une nouvelle société',
      move_existing_title: 'Déplacer %{customer} vers une autre société',
      move_new_title: 'Déplacer %{customer} vers une nouvelle société',
      target_company: 'Société',
      target_company_help:
        'Sociétés de la même boutique, par nom, numéro d’immatriculation ou numéro client ERP',
      no_companies: 'Aucune société trouvée',
      new_company_name: 'Nom de la nouvelle société',
      new_company_organization_number: 'Numéro d’immatriculation',
      allow_duplicate_name: 'Je sais ; la créer quand même',
      rename_addresses: 'Mettre le nom de la nouvelle société sur les adresses qui indiquent %{from}',
      check: 'Vérifier',
      confirm_move: 'Déplacer',
      cancel: 'Annuler',
      allowed: '%{customer} peut être déplacé vers %{to}.',
      blocked: 'Le déplacement est impossible :',
      warnings: 'Avant de déplacer :',
      moved: '%{customer} fait maintenant partie de %{company}',
      open_company: 'Ouvrir %{company}',
      duplicate_warning:
        'Une société du même nom existe déjà : |||| %{smart_count} sociétés du même nom existent déjà :',
      duplicate_item: '%{name} (%{organizationNumber}, boutique %{storeCode})',
      issue: {
        SAME_COMPANY: '%{customer} fait déjà partie de %{to}.',
        OTHER_STORE:
          '%{to} achète dans une autre boutique que %{from} ; un client ne peut pas changer de boutique.',
        SALESREP:
          '%{customer} est commercial : les commerciaux agissent pour de nombreuses sociétés et n’appartiennent à aucune.',
        ORGANIZATION_NUMBER_TAKEN: 'Une autre société a déjà ce numéro d’immatriculation.',
        DUPLICATE_NAME:
          'Une société du même nom existe déjà. Cochez « Je sais ; la créer quand même » pour en créer une autre.',
        LAST_MEMBER: '%{customer} est la dernière personne de %{from} ; plus personne ne s’y connectera.',
        LAST_MEMBER_WITH_RECORDS:
          '%{customer} est la dernière personne de %{from}, qui a des commandes : elles restent chez %{from}, et plus personne ne s’y connectera.',
        OPEN_CARTS: '%{customer} a un panier en cours : ses prix seront ceux de %{to}.',
        ADDRESSES_NAME_OLD_COMPANY:
          'Une adresse de %{customer} indique %{from} comme société. |||| %{smart_count} adresses de %{customer} indiquent %{from} comme société.',
        INACTIVE_CUSTOMER: 'Le compte de %{customer} est inactif : aucune connexion n’est possible.',
      },
    },
    help: {
      erpCustomerNumber:
        'Le numéro client de la société dans l’ERP : lettres, chiffres et tirets, 40 caractères au plus. Ses acheteurs ne voient leurs commandes ERP qu’une fois ce numéro renseigné ; laissez-le vide tant que la société n’est pas dans l’ERP.',
      termsOfDelivery:
        'Imprimées sur les commandes de la société, 200 caractères au plus. Laissez vide pour utiliser les conditions de livraison de la boutique.',
      termsOfPayment:
        'Imprimées sur les commandes de la société, 200 caractères au plus. Laissez vide pour utiliser les conditions de paiement de la boutique.',
      invoicePaymentAllowed:
        'Désactivé, les acheteurs de la société ne peuvent pas choisir le paiement sur facture à la commande.',
    },
  },
};
