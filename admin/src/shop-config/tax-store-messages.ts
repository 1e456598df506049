/**
 * Texts of the tax, exchange-rate, address-identifier, store and configuration screens in the admin's languages;
 * `shopConfigMessages` (messages.ts) spreads them in.
 */
type Texts = { [key: string]: string | Texts };

const TAX_RATES = 'shop-config/tax-rates';
const TAX_RULE_GROUPS = 'shop-config/tax-rule-groups';
const EXCHANGE_RATES = 'shop-config/exchange-rates';
const ADDRESS_IDENTIFIERS = 'shop-config/address-identifiers';
const STORES = 'shop-config/stores';
const CONFIGURATIONS = 'shop-config/configurations';

export const taxAndStoreConfigMessages: Record<'en' | 'fi' | 'sv', { resources: Texts; shop_config: Texts }> =
  {
    en: {
      resources: {
        [TAX_RATES]: {
          name: 'Tax rate |||| Tax rates',
          fields: { q: 'Name', name: 'Name', rate: 'Rate (%)', active: 'Active' },
          invalid_rate: 'A percentage from 0 to 99.999 with at most three decimals, e.g. 25.5',
        },
        [TAX_RULE_GROUPS]: {
          name: 'Tax rule group |||| Tax rule groups',
          fields: {
            q: 'Name',
            name: 'Name',
            active: 'Active',
            rules: 'Rules, in the order they apply',
            countryId: 'Country',
            stateId: 'State',
            taxRateId: 'Tax rate',
            behavior: 'Behaviour',
          },
          behaviors: {
            only_this: 'Only this rate',
            combine: 'Combine with the rates before',
            one_after_another: 'One after another (compound)',
          },
        },
        [EXCHANGE_RATES]: {
          name: 'Exchange rate |||| Exchange rates',
          fields: {
            q: 'Currency code',
            fromCurrencyId: 'From currency',
            toCurrencyId: 'To currency',
            rate: 'Rate',
            updatedAt: 'Updated',
          },
          rate_help: 'Units of the "to" currency that one unit of the "from" currency buys, e.g. 11.05',
          invalid_rate: 'A positive number, at most 10 digits before and 8 after the point, e.g. 11.05',
        },
        [ADDRESS_IDENTIFIERS]: {
          name: 'Address identifier |||| Address identifiers',
          fields: { q: 'Name', name: 'Name', active: 'Active' },
          invalid_name:
            '2 to 50 lower-case letters, digits or underscores, starting with a letter, e.g. shipping',
        },
        [STORES]: {
          name: 'Store |||| Stores',
          fields: {
            q: 'Code or name',
            code: 'Code',
            name: 'Name',
            country: 'Country',
            currency: 'Currency',
            locales: 'Languages',
            defaultLocale: 'Default language',
            position: 'Position',
            salesEmail: 'Sales e-mail',
            guestCheckout: 'Guest checkout',
            pricesIncludeTax: 'Prices shown incl. VAT',
            defaultTaxRuleGroupId: 'Default tax rule group',
            orderNumberPrefix: 'Order number prefix',
            termsOfDelivery: 'Terms of delivery',
            termsOfPayment: 'Terms of payment',
          },
          international: 'None (international store)',
          invalid_code: '2 to 20 lower-case letters, digits, - or _, starting with a letter',
          invalid_prefix: 'At most 10 capital letters, digits or -',
        },
        [CONFIGURATIONS]: {
          name: 'Configuration |||| Configurations',
          fields: { q: 'Key', key: 'Key', storeId: 'Store', value: 'Value' },
          out_of_range: 'A whole number from %{min} to %{max}',
          weekdays: {
            0: 'Sunday',
            1: 'Monday',
            2: 'Tuesday',
            3: 'Wednesday',
            4: 'Thursday',
            5: 'Friday',
            6: 'Saturday',
          },
        },
      },
      shop_config: {
        everywhere: 'Every country',
        all_states: 'Every state',
        all_stores: 'Whole shop',
      },
    },
    fi: {
      resources: {
        [TAX_RATES]: {
          name: 'Verokanta |||| Verokannat',
          fields: { q: 'Nimi', name: 'Nimi', rate: 'Kanta (%)', active: 'Käytössä' },
          invalid_rate: 'Prosentti väliltä 0–99,999, enintään kolme desimaalia, esim. 25.5',
        },
        [TAX_RULE_GROUPS]: {
          name: 'Verosääntöryhmä |||| Verosääntöryhmät',
          fields: {
            q: 'Nimi',
            name: 'Nimi',
            active: 'Käytössä',
            rules: 'Säännöt soveltamisjärjestyksessä',
            countryId: 'Maa',
            stateId: 'Osavaltio',
            taxRateId: 'Verokanta',
            behavior: 'Toiminta',
          },
          behaviors: {
            only_this: 'Vain tämä kanta',
            combine: 'Yhdistä edellisiin kantoihin',
            one_after_another: 'Peräkkäin (vero verolle)',
          },
        },
        [EXCHANGE_RATES]: {
          name: 'Valuuttakurssi |||| Valuuttakurssit',
          fields: {
            q: 'Valuuttakoodi',
            fromCurrencyId: 'Lähtövaluutta',
            toCurrencyId: 'Kohdevaluutta',
            rate: 'Kurssi',
            updatedAt: 'Päivitetty',
          },
          rate_help: 'Montako kohdevaluutan yksikköä yhdellä lähtövaluutan yksiköllä saa, esim. 11.05',
          invalid_rate: 'Positiivinen luku, enintään 10 numeroa ennen ja 8 jälkeen pisteen, esim. 11.05',
        },
        [ADDRESS_IDENTIFIERS]: {
          name: 'Osoitetunniste |||| Osoitetunnisteet',
          fields: { q: 'Nimi', name: 'Nimi', active: 'Käytössä' },
          invalid_name: '2–50 pientä kirjainta, numeroa tai alaviivaa, alkaa kirjaimella, esim. shipping',
        },
        [STORES]: {
          name: 'Kauppa |||| Kaupat',
          fields: {
            q: 'Koodi tai nimi',
            code: 'Koodi',
            name: 'Nimi',
            country: 'Maa',
            currency: 'Valuutta',
            locales: 'Kielet',
            defaultLocale: 'Oletuskieli',
            position: 'Järjestys',
            salesEmail: 'Myynnin sähköposti',
            guestCheckout: 'Tilaus ilman tiliä',
            pricesIncludeTax: 'Hinnat näytetään verollisina',
            defaultTaxRuleGroupId: 'Oletusverosääntöryhmä',
            orderNumberPrefix: 'Tilausnumeron etuliite',
            termsOfDelivery: 'Toimitusehdot',
            termsOfPayment: 'Maksuehdot',
          },
          international: 'Ei maata (kansainvälinen kauppa)',
          invalid_code: '2–20 pientä kirjainta, numeroa, - tai _, alkaa kirjaimella',
          invalid_prefix: 'Enintään 10 isoa kirjainta, numeroa tai -',
        },
        [CONFIGURATIONS]: {
          name: 'Asetus |||| Asetukset',
          fields: { q: 'Avain', key: 'Avain', storeId: 'Kauppa', value: 'Arvo' },
          out_of_range: 'Kokonaisluku väliltä %{min}–%{max}',
          weekdays: {
            0: 'Sunnuntai',
            1: 'Maanantai',
            2: 'Tiistai',
            3: 'Keskiviikko',
            4: 'Torstai',
            5: 'Perjantai',
            6: 'Lauantai',
          },
        },
      },
      shop_config: {
        everywhere: 'Kaikki maat',
        all_states: 'Kaikki osavaltiot',
        all_stores: 'Koko kauppa',
      },
    },
    sv: {
      resources: {
        [TAX_RATES]: {
          name: 'Skattesats |||| Skattesatser',
          fields: { q: 'Namn', name: 'Namn', rate: 'Sats (%)', active: 'Aktiv' },
          invalid_rate: 'En procentsats från 0 till 99,999 med högst tre decimaler, t.ex. 25.5',
        },
        [TAX_RULE_GROUPS]: {
          name: 'Skatteregelgrupp |||| Skatteregelgrupper',
          fields: {
            q: 'Namn',
            name: 'Namn',
            active: 'Aktiv',
            rules: 'Regler, i den ordning de tillämpas',
            countryId: 'Land',
            stateId: 'Delstat',
            taxRateId: 'Skattesats',
            behavior: 'Beteende',
          },
          behaviors: {
            only_this: 'Endast denna sats',
            combine: 'Kombinera med tidigare satser',
            one_after_another: 'En efter en (skatt på skatt)',
          },
        },
        [EXCHANGE_RATES]: {
          name: 'Växelkurs |||| Växelkurser',
          fields: {
            q: 'Valutakod',
            fromCurrencyId: 'Från valuta',
            toCurrencyId: 'Till valuta',
            rate: 'Kurs',
            updatedAt: 'Uppdaterad',
          },
          rate_help: 'Hur många enheter av "till"-valutan en enhet av "från"-valutan köper, t.ex. 11.05',
          invalid_rate: 'Ett positivt tal, högst 10 siffror före och 8 efter punkten, t.ex. 11.05',
        },
        [ADDRESS_IDENTIFIERS]: {
          name: 'Adressidentifierare |||| Adressidentifierare',
          fields: { q: 'Namn', name: 'Namn', active: 'Aktiv' },
          invalid_name: '2 till 50 gemener, siffror eller understreck, börjar med en bokstav, t.ex. shipping',
        },
        [STORES]: {
          name: 'Butik |||| Butiker',
          fields: {
            q: 'Kod eller namn',
            code: 'Kod',
            name: 'Namn',
            country: 'Land',
            currency: 'Valuta',
            locales: 'Språk',
            defaultLocale: 'Standardspråk',
            position: 'Position',
            salesEmail: 'Försäljningens e-post',
            guestCheckout: 'Köp som gäst',
            pricesIncludeTax: 'Priser visas inkl. moms',
            defaultTaxRuleGroupId: 'Standardskatteregelgrupp',
            orderNumberPrefix: 'Prefix för ordernummer',
            termsOfDelivery: 'Leveransvillkor',
            termsOfPayment: 'Betalningsvillkor',
          },
          international: 'Inget land (internationell butik)',
          invalid_code: '2 till 20 gemener, siffror, - eller _, börjar med en bokstav',
          invalid_prefix: 'Högst 10 versaler, siffror eller -',
        },
        [CONFIGURATIONS]: {
          name: 'Inställning |||| Inställningar',
          fields: { q: 'Nyckel', key: 'Nyckel', storeId: 'Butik', value: 'Värde' },
          out_of_range: 'Ett heltal från %{min} till %{max}',
          weekdays: {
            0: 'Söndag',
            1: 'Måndag',
            2: 'Tisdag',
            3: 'Onsdag',
            4: 'Torsdag',
            5: 'Fredag',
            6: 'Lördag',
          },
        },
      },
      shop_config: {
        everywhere: 'Alla länder',
        all_states: 'Alla delstater',
        all_stores: 'Hela butiken',
      },
    },
  };
