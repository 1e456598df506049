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
    modifier: {
      members: 'People of the company',
      no_members: 'Nobody logs in for this company.',
      load_failed: 'The people of the company could not be loaded.',
      member_name: 'Name',
      member_email: 'E-mail',
      salesrep: 'Salesrep',
      inactive: 'Inactive',
      move_existing: 'Move to another company',
      move_new: 'Move to a new company',
      move_existing_title: 'Move %{customer} to another company',
      move_new_title: 'Move %{customer} to a new company',
      target_company: 'Company',
      target_company_help: 'Companies of the same store, by name, organization number or ERP customer number',
      no_companies: 'No company found',
      new_company_name: 'Name of the new company',
      new_company_organization_number: 'Organization number',
      allow_duplicate_name: 'I know; create it all the same',
      rename_addresses: "Put the new company's name on the addresses that print %{from}",
      check: 'Check',
      confirm_move: 'Move',
      cancel: 'Cancel',
      allowed: '%{customer} can be moved to %{to}.',
      blocked: 'The move is not possible:',
      warnings: 'Before you move:',
      moved: '%{customer} now belongs to %{company}',
      open_company: 'Open %{company}',
      duplicate_warning:
        'A company of the same name already exists: |||| %{smart_count} companies of the same name already exist:',
      duplicate_item: '%{name} (%{organizationNumber}, store %{storeCode})',
      issue: {
        SAME_COMPANY: '%{customer} already belongs to %{to}.',
        OTHER_STORE: '%{to} buys in another store than %{from}; a customer cannot move between stores.',
        SALESREP: '%{customer} is a salesrep: salesreps act for many companies and belong to none.',
        ORGANIZATION_NUMBER_TAKEN: 'Another company already has this organization number.',
        DUPLICATE_NAME:
          'A company of the same name already exists. Tick "I know; create it all the same" to create another one.',
        LAST_MEMBER: '%{customer} is the last person of %{from}; nobody will log in for it any more.',
        LAST_MEMBER_WITH_RECORDS:
          '%{customer} is the last person of %{from}, which has orders: they stay with %{from}, and nobody will log in for it any more.',
        OPEN_CARTS: '%{customer} has an open cart: its prices will be those of %{to}.',
        ADDRESSES_NAME_OLD_COMPANY:
          'One address of %{customer} prints %{from} as the company. |||| %{smart_count} addresses of %{customer} print %{from} as the company.',
        INACTIVE_CUSTOMER: '%{customer} is inactive and cannot log in.',
      },
    },
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
    modifier: {
      members: 'Yrityksen henkilöt',
      no_members: 'Kukaan ei kirjaudu tämän yrityksen puolesta.',
      load_failed: 'Yrityksen henkilöitä ei voitu ladata.',
      member_name: 'Nimi',
      member_email: 'Sähköposti',
      salesrep: 'Myyjä',
      inactive: 'Ei käytössä',
      move_existing: 'Siirrä toiseen yritykseen',
      move_new: 'Siirrä uuteen yritykseen',
      move_existing_title: 'Siirrä %{customer} toiseen yritykseen',
      move_new_title: 'Siirrä %{customer} uuteen yritykseen',
      target_company: 'Yritys',
      target_company_help: 'Saman kaupan yritykset nimen, Y-tunnuksen tai ERP-asiakasnumeron mukaan',
      no_companies: 'Yritystä ei löytynyt',
      new_company_name: 'Uuden yrityksen nimi',
      new_company_organization_number: 'Y-tunnus',
      allow_duplicate_name: 'Tiedän; luo se silti',
      rename_addresses: 'Vaihda uuden yrityksen nimi osoitteisiin, joissa lukee %{from}',
      check: 'Tarkista',
      confirm_move: 'Siirrä',
      cancel: 'Peruuta',
      allowed: '%{customer} voidaan siirtää yritykseen %{to}.',
      blocked: 'Siirto ei ole mahdollinen:',
      warnings: 'Ennen siirtoa:',
      moved: '%{customer} kuuluu nyt yritykseen %{company}',
      open_company: 'Avaa %{company}',
      duplicate_warning:
        'Samanniminen yritys on jo olemassa: |||| %{smart_count} samannimistä yritystä on jo olemassa:',
      duplicate_item: '%{name} (%{organizationNumber}, kauppa %{storeCode})',
      issue: {
        SAME_COMPANY: '%{customer} kuuluu jo yritykseen %{to}.',
        OTHER_STORE: '%{to} ostaa eri kaupasta kuin %{from}; asiakasta ei voi siirtää kaupasta toiseen.',
        SALESREP: '%{customer} on myyjä: myyjät toimivat monen yrityksen puolesta eivätkä kuulu mihinkään.',
        ORGANIZATION_NUMBER_TAKEN: 'Toisella yrityksellä on jo tämä Y-tunnus.',
        DUPLICATE_NAME:
          'Samanniminen yritys on jo olemassa. Valitse "Tiedän; luo se silti" luodaksesi toisen.',
        LAST_MEMBER:
          '%{customer} on yrityksen %{from} viimeinen henkilö; kukaan ei enää kirjaudu sen puolesta.',
        LAST_MEMBER_WITH_RECORDS:
          '%{customer} on yrityksen %{from} viimeinen henkilö, ja yrityksellä on tilauksia: ne jäävät yritykselle %{from}, eikä kukaan enää kirjaudu sen puolesta.',
        OPEN_CARTS: '%{customer}: avoimen ostoskorin hinnat ovat jatkossa yrityksen %{to} hinnat.',
        ADDRESSES_NAME_OLD_COMPANY:
          'Yhdessä henkilön %{customer} osoitteessa lukee yrityksenä %{from}. |||| %{smart_count} henkilön %{customer} osoitteessa lukee yrityksenä %{from}.',
        INACTIVE_CUSTOMER: '%{customer} ei ole käytössä eikä voi kirjautua.',
      },
    },
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
    modifier: {
      members: 'Företagets personer',
      no_members: 'Ingen loggar in för det här företaget.',
      load_failed: 'Företagets personer kunde inte hämtas.',
      member_name: 'Namn',
      member_email: 'E-post',
      salesrep: 'Säljare',
      inactive: 'Inaktiv',
      move_existing: 'Flytta till ett annat företag',
      move_new: 'Flytta till ett nytt företag',
      move_existing_title: 'Flytta %{customer} till ett annat företag',
      move_new_title: 'Flytta %{customer} till ett nytt företag',
      target_company: 'Företag',
      target_company_help:
        'Företag i samma butik, efter namn, organisationsnummer eller kundnummer i affärssystemet',
      no_companies: 'Inget företag hittades',
      new_company_name: 'Det nya företagets namn',
      new_company_organization_number: 'Organisationsnummer',
      allow_duplicate_name: 'Jag vet; skapa det ändå',
      rename_addresses: 'Sätt det nya företagets namn på adresserna där det står %{from}',
      check: 'Kontrollera',
      confirm_move: 'Flytta',
      cancel: 'Avbryt',
      allowed: '%{customer} kan flyttas till %{to}.',
      blocked: 'Flytten är inte möjlig:',
      warnings: 'Innan du flyttar:',
      moved: '%{customer} hör nu till %{company}',
      open_company: 'Öppna %{company}',
      duplicate_warning:
        'Ett företag med samma namn finns redan: |||| %{smart_count} företag med samma namn finns redan:',
      duplicate_item: '%{name} (%{organizationNumber}, butik %{storeCode})',
      issue: {
        SAME_COMPANY: '%{customer} hör redan till %{to}.',
        OTHER_STORE: '%{to} handlar i en annan butik än %{from}; en kund kan inte flyttas mellan butiker.',
        SALESREP: '%{customer} är säljare: säljare agerar för många företag och hör inte till något.',
        ORGANIZATION_NUMBER_TAKEN: 'Ett annat företag har redan det här organisationsnumret.',
        DUPLICATE_NAME:
          'Ett företag med samma namn finns redan. Kryssa i "Jag vet; skapa det ändå" för att skapa ett till.',
        LAST_MEMBER: '%{customer} är den sista personen i %{from}; ingen loggar längre in för det.',
        LAST_MEMBER_WITH_RECORDS:
          '%{customer} är den sista personen i %{from}, som har ordrar: de stannar hos %{from}, och ingen loggar längre in för det.',
        OPEN_CARTS: '%{customer} har en öppen varukorg: dess priser blir %{to}s.',
        ADDRESSES_NAME_OLD_COMPANY:
          'En adress för %{customer} har %{from} som företag. |||| %{smart_count} adresser för %{customer} har %{from} som företag.',
        INACTIVE_CUSTOMER: '%{customer} är inaktiv och kan inte logga in.',
      },
    },
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
