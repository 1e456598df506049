import type { shopConfigMessages } from '../../shop-config/messages';
import { catalogueConfigMessagesFr } from './shop-config-catalogue';
import { checkoutConfigMessagesFr } from './shop-config-checkout';
import { taxAndStoreConfigMessagesFr } from './shop-config-tax-store';
import { storeWordingConfigMessagesFr } from './shop-config-wording';

/**
 * The shop-configuration screens in French, assembled as `shopConfigMessages.en` is: `resources` goes into the
 * catalogue's `resources`, `shop_config` beside it (see ../fr.ts).
 */
export const shopConfigMessagesFr: (typeof shopConfigMessages)['en'] = {
  resources: {
    'shop-config/currencies': {
      name: 'Devise |||| Devises',
      fields: {
        q: 'Code ISO ou nom',
        isoCode: 'Code ISO',
        name: 'Nom',
        symbol: 'Symbole',
        fractionDigits: 'Décimales',
      },
    },
    'shop-config/zones': { name: 'Zone |||| Zones', fields: { q: 'Nom', name: 'Nom', active: 'Active' } },
    'shop-config/countries': {
      name: 'Pays |||| Pays',
      fields: {
        q: 'Code ISO ou nom',
        isoCode: 'Code ISO',
        labels: 'Nom',
        active: 'Actif',
        zoneId: 'Zone',
        currencyId: 'Devise',
      },
    },
    'shop-config/states': {
      name: 'État / région |||| États / régions',
      fields: { q: 'Code ou nom', countryId: 'Pays', isoCode: 'Code', name: 'Nom', active: 'Actif' },
    },
    'shop-config/cart-price-rules': {
      name: 'Règle de prix du panier |||| Règles de prix du panier',
      fields: {
        q: 'Nom ou description',
        name: 'Nom',
        description: 'Description',
        labels: 'Libellé affiché à l’acheteur',
        active: 'Active',
        isVoucherRule: 'Nécessite un code promo',
        priority: 'Priorité (la plus basse s’applique d’abord)',
        stopPropagation: 'Arrêter les règles suivantes',
        voucherCodeCount: 'Codes promo',
      },
    },
    'shop-config/product-price-rules': {
      name: 'Règle de prix produit |||| Règles de prix produit',
      fields: {
        q: 'Nom',
        name: 'Nom',
        labels: 'Libellé affiché à l’acheteur',
        active: 'Active',
        priority: 'Priorité (la plus basse s’applique d’abord)',
        stopPropagation: 'Arrêter les règles suivantes',
      },
    },
    'shop-config/shipping-rules': {
      name: 'Règle de livraison |||| Règles de livraison',
      fields: { q: 'Nom', name: 'Nom', active: 'Active', usedBy: 'Utilisée par les transporteurs' },
    },
    'shop-config/payment-provider-rules': {
      name: 'Règle de moyen de paiement |||| Règles de moyens de paiement',
      fields: { q: 'Nom', name: 'Nom', active: 'Active', usedBy: 'Utilisée par les moyens de paiement' },
    },
    'shop-config/voucher-codes': { name: 'Code promo |||| Codes promo' },
    ...taxAndStoreConfigMessagesFr.resources,
    ...catalogueConfigMessagesFr.resources,
    ...checkoutConfigMessagesFr.resources,
    ...storeWordingConfigMessagesFr.resources,
  },
  shop_config: {
    none: 'Aucun',
    rules: {
      conditions: 'Conditions (toutes doivent être remplies)',
      actions: 'Actions',
      type: 'Type',
      types: {
        customer_groups: 'Groupes de clients',
        companies: 'Sociétés clientes',
        stores: 'Boutiques',
        countries: 'Pays',
        zones: 'Zones',
        postcodes: 'Codes postaux',
        amount: 'Valeur du panier',
        quantity: 'Quantité',
        weight: 'Poids',
        products: 'Produits',
        categories: 'Catégories',
        timespan: 'Période',
        voucher: 'Code promo saisi',
        discount_percent: 'Remise en pourcentage',
        discount_amount: 'Remise en montant',
        price: 'Prix fixe',
        free_shipping: 'Livraison gratuite',
        gift_product: 'Produit offert',
        shipping_price: 'Prix de la livraison',
        addition_amount: 'Supplément en montant',
        addition_percent: 'Supplément en pourcentage',
      },
      fields: {
        groupIds: 'ID des groupes de clients',
        companyIds: 'Sociétés',
        storeIds: 'ID des boutiques',
        countryCodes: 'Pays',
        zoneIds: 'Zones',
        patterns: 'Codes postaux (00100, 00*, 00100-00990)',
        minMinor: 'Au moins',
        maxMinor: 'Au plus',
        min: 'Au moins',
        max: 'Au plus',
        minKg: 'Au moins (kg)',
        maxKg: 'Au plus (kg)',
        productIds: 'Produits',
        categoryIds: 'Catégories',
        from: 'Du',
        to: 'Au',
        percent: 'Pourcentage',
        amountMinor: 'Montant',
        productId: 'Produit',
      },
    },
    vouchers: {
      title: 'Codes promo',
      code: 'Code',
      usage_limit: 'Limite d’utilisation',
      used: 'Utilisé',
      created: 'Créé le',
      export: 'Exporter en CSV',
      generate_title: 'Générer des codes',
      amount: 'Combien',
      length: 'Longueur',
      prefix: 'Préfixe',
      format: 'Caractères',
      formats: { alphanumeric: 'Lettres et chiffres', alphabetic: 'Lettres', numeric: 'Chiffres' },
      generate: 'Générer',
      generated: '%{count} codes générés',
    },
    ...taxAndStoreConfigMessagesFr.shop_config,
    ...catalogueConfigMessagesFr.shop_config,
  },
};
