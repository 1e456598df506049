import type { customerCompanyMessages } from '../../customer-companies/messages';

/** The customer-company screens in Danish. */
export const customerCompanyMessagesDa: typeof customerCompanyMessages = {
  'customer-companies': {
    name: 'Kundevirksomhed |||| Kundevirksomheder',
    fields: {
      id: 'ID',
      q: 'Navn, organisationsnummer eller ERP-kundenummer',
      name: 'Navn',
      organizationNumber: 'Organisationsnummer',
      erpCustomerNumber: 'ERP-kundenummer',
      storeCode: 'Butik',
      customerCount: 'Kunder',
      email: 'E-mail',
      phone: 'Telefon',
      vatNumber: 'Momsnummer',
      termsOfDelivery: 'Leveringsbetingelser',
      termsOfPayment: 'Betalingsbetingelser',
      invoicePaymentAllowed: 'Må betale mod faktura',
      createdAt: 'Oprettet',
    },
    not_connected: 'Ikke forbundet',
    erp_customer_number_invalid:
      'Kun bogstaver, cifre og bindestreger, med et bogstav eller et ciffer først, højst 40 tegn',
    modifier: {
      members: 'Virksomhedens personer',
      no_members: 'Ingen logger ind for denne virksomhed.',
      load_failed: 'Virksomhedens personer kunne ikke indlæses.',
      member_name: 'Navn',
      member_email: 'E-mail',
      salesrep: 'Sælger',
      inactive: 'Inaktiv',
      move_existing: 'Flyt til en anden virksomhed',
      move_new: 'Flyt til en ny virksomhed',
      move_existing_title: 'Flyt %{customer} til en anden virksomhed',
      move_new_title: 'Flyt %{customer} til en ny virksomhed',
      target_company: 'Virksomhed',
      target_company_help:
        'Virksomheder i samme butik, efter navn, organisationsnummer eller ERP-kundenummer',
      no_companies: 'Ingen virksomhed fundet',
      new_company_name: 'Den nye virksomheds navn',
      new_company_organization_number: 'Organisationsnummer',
      allow_duplicate_name: 'Jeg ved det; opret den alligevel',
      rename_addresses: 'Sæt den nye virksomheds navn på de adresser, hvor der står %{from}',
      check: 'Kontrollér',
      confirm_move: 'Flyt',
      cancel: 'Annuller',
      allowed: '%{customer} kan flyttes til %{to}.',
      blocked: 'Flytningen er ikke mulig:',
      warnings: 'Før du flytter:',
      moved: '%{customer} hører nu til %{company}',
      open_company: 'Åbn %{company}',
      duplicate_warning:
        'Der findes allerede en virksomhed med samme navn: |||| Der findes allerede %{smart_count} virksomheder med samme navn:',
      duplicate_item: '%{name} (%{organizationNumber}, butik %{storeCode})',
      issue: {
        SAME_COMPANY: '%{customer} hører allerede til %{to}.',
        OTHER_STORE: '%{to} handler i en anden butik end %{from}; en kunde kan ikke flyttes mellem butikker.',
        SALESREP: '%{customer} er sælger: sælgere handler for mange virksomheder og hører ikke til nogen.',
        ORGANIZATION_NUMBER_TAKEN: 'En anden virksomhed har allerede dette organisationsnummer.',
        DUPLICATE_NAME:
          'Der findes allerede en virksomhed med samme navn. Sæt flueben ved "Jeg ved det; opret den alligevel" for at oprette en til.',
        LAST_MEMBER: '%{customer} er den sidste person i %{from}; ingen vil længere logge ind for den.',
        LAST_MEMBER_WITH_RECORDS:
          '%{customer} er den sidste person i %{from}, som har ordrer: de bliver hos %{from}, og ingen vil længere logge ind for den.',
        OPEN_CARTS: '%{customer} har en åben indkøbskurv: priserne i den bliver dem, der gælder for %{to}.',
        ADDRESSES_NAME_OLD_COMPANY:
          'Én adresse for %{customer} har %{from} som virksomhed. |||| %{smart_count} adresser for %{customer} har %{from} som virksomhed.',
        INACTIVE_CUSTOMER: '%{customer} er inaktiv og kan ikke logge ind.',
      },
    },
    help: {
      erpCustomerNumber:
        'Virksomhedens kundenummer i ERP-systemet: bogstaver, cifre og bindestreger, højst 40 tegn. Virksomhedens indkøbere ser først deres ordrer fra ERP-systemet, når det er udfyldt; lad feltet stå tomt, så længe virksomheden ikke findes i ERP-systemet.',
      termsOfDelivery:
        'Udskrives på virksomhedens ordrer, højst 200 tegn. Lad feltet stå tomt for at bruge butikkens leveringsbetingelser.',
      termsOfPayment:
        'Udskrives på virksomhedens ordrer, højst 200 tegn. Lad feltet stå tomt for at bruge butikkens betalingsbetingelser.',
      invoicePaymentAllowed:
        'Når dette er slået fra, kan virksomhedens indkøbere ikke vælge faktura ved kassen.',
    },
  },
};
