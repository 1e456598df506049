import type { customerCompanyMessages } from '../../customer-companies/messages';

/** The customer-company screens in Norwegian Bokmål. */
export const customerCompanyMessagesNb: typeof customerCompanyMessages = {
  'customer-companies': {
    name: 'Kundebedrift |||| Kundebedrifter',
    fields: {
      id: 'ID',
      q: 'Navn, organisasjonsnummer eller ERP-kundenummer',
      name: 'Navn',
      organizationNumber: 'Organisasjonsnummer',
      erpCustomerNumber: 'ERP-kundenummer',
      storeCode: 'Butikk',
      customerCount: 'Kunder',
      email: 'E-post',
      phone: 'Telefon',
      vatNumber: 'Mva-nummer',
      termsOfDelivery: 'Leveringsbetingelser',
      termsOfPayment: 'Betalingsbetingelser',
      invoicePaymentAllowed: 'Kan betale mot faktura',
      createdAt: 'Opprettet',
    },
    not_connected: 'Ikke koblet',
    erp_customer_number_invalid:
      'Bare bokstaver, sifre og bindestrek, med en bokstav eller et siffer først, høyst 40 tegn',
    modifier: {
      members: 'Bedriftens personer',
      no_members: 'Ingen logger inn for denne bedriften.',
      load_failed: 'Bedriftens personer kunne ikke lastes inn.',
      member_name: 'Navn',
      member_email: 'E-post',
      salesrep: 'Selger',
      inactive: 'Inaktiv',
      move_existing: 'Flytt til en annen bedrift',
      move_new: 'Flytt til en ny bedrift',
      move_existing_title: 'Flytt %{customer} til en annen bedrift',
      move_new_title: 'Flytt %{customer} til en ny bedrift',
      target_company: 'Bedrift',
      target_company_help: 'Bedrifter i samme butikk, etter navn, organisasjonsnummer eller ERP-kundenummer',
      no_companies: 'Fant ingen bedrift',
      new_company_name: 'Navnet på den nye bedriften',
      new_company_organization_number: 'Organisasjonsnummer',
      allow_duplicate_name: 'Jeg vet det; opprett den likevel',
      rename_addresses: 'Sett den nye bedriftens navn på adressene der det står %{from}',
      check: 'Kontroller',
      confirm_move: 'Flytt',
      cancel: 'Avbryt',
      allowed: '%{customer} kan flyttes til %{to}.',
      blocked: 'Flyttingen er ikke mulig:',
      warnings: 'Før du flytter:',
      moved: '%{customer} hører nå til %{company}',
      open_company: 'Åpne %{company}',
      duplicate_warning:
        'Det finnes allerede en bedrift med samme navn: |||| Det finnes allerede %{smart_count} bedrifter med samme navn:',
      duplicate_item: '%{name} (%{organizationNumber}, butikk %{storeCode})',
      issue: {
        SAME_COMPANY: '%{customer} hører allerede til %{to}.',
        OTHER_STORE:
          '%{to} handler i en annen butikk enn %{from}; en kunde kan ikke flyttes mellom butikker.',
        SALESREP: '%{customer} er selger: selgere handler for mange bedrifter og hører ikke til noen.',
        ORGANIZATION_NUMBER_TAKEN: 'En annen bedrift har allerede dette organisasjonsnummeret.',
        DUPLICATE_NAME:
          'Det finnes allerede en bedrift med samme navn. Kryss av for «Jeg vet det; opprett den likevel» for å opprette en til.',
        LAST_MEMBER: '%{customer} er den siste personen i %{from}; ingen vil lenger logge inn for den.',
        LAST_MEMBER_WITH_RECORDS:
          '%{customer} er den siste personen i %{from}, som har ordrer: de blir værende hos %{from}, og ingen vil lenger logge inn for den.',
        OPEN_CARTS: '%{customer} har en åpen handlekurv: prisene i den blir prisene til %{to}.',
        ADDRESSES_NAME_OLD_COMPANY:
          'Én adresse for %{customer} har %{from} som bedrift. |||| %{smart_count} adresser for %{customer} har %{from} som bedrift.',
        INACTIVE_CUSTOMER: '%{customer} er inaktiv og kan ikke logge inn.',
      },
    },
    help: {
      erpCustomerNumber:
        'Bedriftens kundenummer i ERP-systemet: bokstaver, sifre og bindestrek, høyst 40 tegn. Bedriftens innkjøpere ser ordrene sine fra ERP-systemet først når det er fylt inn; la det stå tomt så lenge bedriften ikke finnes i ERP-systemet.',
      termsOfDelivery:
        'Skrives ut på bedriftens ordrer, høyst 200 tegn. La feltet stå tomt for å bruke butikkens leveringsbetingelser.',
      termsOfPayment:
        'Skrives ut på bedriftens ordrer, høyst 200 tegn. La feltet stå tomt for å bruke butikkens betalingsbetingelser.',
      invoicePaymentAllowed: 'Når dette er av, kan ikke bedriftens innkjøpere velge faktura i kassen.',
    },
  },
};
