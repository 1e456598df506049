/**
 * The English texts of the customer-company screens, to be spread into `resources` of i18n/en.ts:
 * `resources: { ...customerCompanyMessages, ... }`.
 */
export const customerCompanyMessages = {
  'customer-companies': {
    name: 'Customer company |||| Customer companies',
    fields: {
      id: 'ID',
      q: 'Name, organization number or ERP customer number',
      name: 'Name',
      organizationNumber: 'Organization number',
      erpCustomerNumber: 'ERP customer number',
      storeCode: 'Store',
      customerCount: 'Customers',
      email: 'E-mail',
      phone: 'Phone',
      vatNumber: 'VAT number',
      termsOfDelivery: 'Terms of delivery',
      termsOfPayment: 'Terms of payment',
      invoicePaymentAllowed: 'May pay by invoice',
      createdAt: 'Created',
    },
    not_connected: 'Not connected',
    erp_customer_number_invalid:
      'Only letters, digits and dashes, starting with a letter or digit, at most 40 characters',
    help: {
      erpCustomerNumber:
        "The company's customer number in the ERP: letters, digits and dashes, at most 40 characters. Its buyers see their ERP orders only once it is set; leave it empty while the company is not in the ERP.",
      termsOfDelivery:
        "Printed on the company's orders, at most 200 characters. Leave it empty to use the store's terms of delivery.",
      termsOfPayment:
        "Printed on the company's orders, at most 200 characters. Leave it empty to use the store's terms of payment.",
      invoicePaymentAllowed: "When off, the company's buyers cannot choose payment by invoice at checkout.",
    },
  },
};

/** The same texts in Finnish (laid over the English in i18n/fi.ts). */
export const customerCompanyMessagesFi: typeof customerCompanyMessages = {
  'customer-companies': {
    name: 'Asiakasyritys |||| Asiakasyritykset',
    fields: {
      id: 'ID',
      q: 'Nimi, Y-tunnus tai ERP-asiakasnumero',
      name: 'Nimi',
      organizationNumber: 'Y-tunnus',
      erpCustomerNumber: 'ERP-asiakasnumero',
      storeCode: 'Kauppa',
      customerCount: 'Asiakkaita',
      email: 'Sähköposti',
      phone: 'Puhelin',
      vatNumber: 'ALV-tunniste',
      termsOfDelivery: 'Toimitusehdot',
      termsOfPayment: 'Maksuehdot',
      invoicePaymentAllowed: 'Saa maksaa laskulla',
      createdAt: 'Luotu',
    },
    not_connected: 'Ei liitetty',
    erp_customer_number_invalid:
      'Vain kirjaimia, numeroita ja väliviivoja, alkaen kirjaimella tai numerolla, enintään 40 merkkiä',
    help: {
      erpCustomerNumber:
        'Yrityksen asiakasnumero ERP-järjestelmässä: kirjaimia, numeroita ja väliviivoja, enintään 40 merkkiä. Yrityksen ostajat näkevät ERP-tilauksensa vasta, kun numero on asetettu; jätä tyhjäksi, jos yritystä ei vielä ole ERP:ssä.',
      termsOfDelivery:
        'Tulostetaan yrityksen tilauksiin, enintään 200 merkkiä. Jätä tyhjäksi, niin käytetään kaupan toimitusehtoja.',
      termsOfPayment:
        'Tulostetaan yrityksen tilauksiin, enintään 200 merkkiä. Jätä tyhjäksi, niin käytetään kaupan maksuehtoja.',
      invoicePaymentAllowed:
        'Kun pois päältä, yrityksen ostajat eivät voi valita kassalla laskua maksutavaksi.',
    },
  },
};

/** The same texts in Swedish (laid over the English in i18n/sv.ts). */
export const customerCompanyMessagesSv: typeof customerCompanyMessages = {
  'customer-companies': {
    name: 'Kundföretag |||| Kundföretag',
    fields: {
      id: 'ID',
      q: 'Namn, organisationsnummer eller kundnummer i affärssystemet',
      name: 'Namn',
      organizationNumber: 'Organisationsnummer',
      erpCustomerNumber: 'Kundnummer i affärssystemet',
      storeCode: 'Butik',
      customerCount: 'Kunder',
      email: 'E-post',
      phone: 'Telefon',
      vatNumber: 'Momsregistreringsnummer',
      termsOfDelivery: 'Leveransvillkor',
      termsOfPayment: 'Betalningsvillkor',
      invoicePaymentAllowed: 'Får betala mot faktura',
      createdAt: 'Skapat',
    },
    not_connected: 'Inte kopplat',
    erp_customer_number_invalid:
      'Endast bokstäver, siffror och bindestreck, börjar med en bokstav eller siffra, högst 40 tecken',
    help: {
      erpCustomerNumber:
        'Företagets kundnummer i affärssystemet: bokstäver, siffror och bindestreck, högst 40 tecken. Företagets inköpare ser sina ordrar från affärssystemet först när det är angivet; lämna tomt så länge företaget inte finns i affärssystemet.',
      termsOfDelivery:
        'Skrivs ut på företagets ordrar, högst 200 tecken. Lämna tomt för att använda butikens leveransvillkor.',
      termsOfPayment:
        'Skrivs ut på företagets ordrar, högst 200 tecken. Lämna tomt för att använda butikens betalningsvillkor.',
      invoicePaymentAllowed: 'När det är avstängt kan företagets inköpare inte välja faktura i kassan.',
    },
  },
};
