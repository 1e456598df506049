import type { TranslationMessages } from 'react-admin';
import { productVariantMessages } from '../products/variants/messages';
import { orderFulfilmentMessagesFi } from '../orders/fulfilment/messages';
import { orderListMessagesFi } from '../orders/list/messages';
import { assetMessages } from '../assets/messages';
import { importMessages } from '../imports/messages';
import { messengerMessages } from '../messenger/messages';
import { tagMessages } from '../tags/messages';
import { importerMessages } from '../importer/messages';
import { customerMessages } from '../customers/messages';
import { productEditorMessages } from '../products/messages';
import { customerCompanyMessagesFi } from '../customer-companies/messages';
import { orderShowMessagesFi } from '../orders/show/messages';
import { notSynchronizedMessagesFi } from '../orders-not-synchronized/messages';
import { serviceRequestMessagesFi } from '../service-requests/messages';
import { shopConfigMessages } from '../shop-config/messages';
import { categoryEditorMessages } from '../categories/messages';
import { fiBackOffice } from './fi-back-office';
import { en } from './en';
import { mergeCatalogues } from './merge';
import { shellMessages } from '../layout/messages';
import { orderCreationMessagesFi } from '../orders/creation/messages';

/** react-admin's own texts in Finnish (no maintained ra-language-finnish exists for react-admin 5). */
export const raFinnish = {
  action: {
    add_filter: 'Lisää suodatin',
    add: 'Lisää',
    back: 'Takaisin',
    bulk_actions: '1 valittu |||| %{smart_count} valittu',
    cancel: 'Peruuta',
    clear_array_input: 'Tyhjennä lista',
    clear_input_value: 'Tyhjennä',
    clone: 'Kopioi',
    confirm: 'Vahvista',
    create: 'Luo',
    create_item: 'Luo %{item}',
    delete: 'Poista',
    edit: 'Muokkaa',
    export: 'Vie',
    list: 'Lista',
    refresh: 'Päivitä',
    remove_filter: 'Poista suodatin',
    remove_all_filters: 'Poista kaikki suodattimet',
    remove: 'Poista',
    reset: 'Palauta',
    save: 'Tallenna',
    search: 'Hae',
    search_columns: 'Hae sarakkeita',
    select_all: 'Valitse kaikki',
    select_all_button: 'Valitse kaikki',
    select_row: 'Valitse rivi',
    show: 'Näytä',
    sort: 'Järjestä',
    undo: 'Kumoa',
    unselect: 'Poista valinta',
    expand: 'Laajenna',
    close: 'Sulje',
    open_menu: 'Avaa valikko',
    close_menu: 'Sulje valikko',
    update: 'Päivitä',
    move_up: 'Siirrä ylös',
    move_down: 'Siirrä alas',
    open: 'Avaa',
    toggle_theme: 'Vaihda vaalea/tumma teema',
    select_columns: 'Sarakkeet',
    update_application: 'Lataa sovellus uudelleen',
  },
  configurable: {
    customize: 'Mukauta',
    configureMode: 'Mukauta tätä sivua',
    inspector: {
      title: 'Tarkastelu',
      content: 'Vie osoitin sovelluksen osien päälle mukauttaaksesi niitä',
      reset: 'Palauta oletusasetukset',
      hideAll: 'Piilota kaikki',
      showAll: 'Näytä kaikki',
    },
    Datagrid: { title: 'Taulukko', unlabeled: 'Nimeämätön sarake %{column}' },
    SimpleForm: { title: 'Lomake', unlabeled: 'Nimeämätön kenttä %{input}' },
    SimpleList: {
      title: 'Lista',
      primaryText: 'Ensisijainen teksti',
      secondaryText: 'Toissijainen teksti',
      tertiaryText: 'Kolmas teksti',
    },
  },
  guesser: { empty: { title: 'Ei näytettäviä tietoja', message: 'Tarkista tietolähde' } },
  input: {
    file: {
      upload_several: 'Pudota ladattavat tiedostot tähän tai valitse tiedosto napsauttamalla.',
      upload_single: 'Pudota ladattava tiedosto tähän tai valitse se napsauttamalla.',
    },
    image: {
      upload_several: 'Pudota ladattavat kuvat tähän tai valitse kuva napsauttamalla.',
      upload_single: 'Pudota ladattava kuva tähän tai valitse se napsauttamalla.',
    },
    references: {
      all_missing: 'Viitattuja tietoja ei löydy.',
      many_missing: 'Ainakin yksi viitatuista tiedoista ei näytä enää olevan saatavilla.',
      single_missing: 'Viitattu tieto ei näytä enää olevan saatavilla.',
    },
    password: { toggle_visible: 'Piilota salasana', toggle_hidden: 'Näytä salasana' },
  },
  saved_queries: {
    label: 'Tallennetut haut',
    query_name: 'Haun nimi',
    new_label: 'Tallenna nykyinen haku…',
    new_dialog_title: 'Tallenna nykyinen haku nimellä',
    remove_label: 'Poista tallennettu haku',
    remove_label_with_name: 'Poista haku "%{name}"',
    remove_dialog_title: 'Poistetaanko tallennettu haku?',
    remove_message: 'Haluatko varmasti poistaa tämän tallennetuista hauistasi?',
    help: 'Suodata lista ja tallenna haku myöhempää käyttöä varten',
  },
  boolean: { true: 'Kyllä', false: 'Ei', null: ' ' },
  page: {
    create: 'Luo %{name}',
    dashboard: 'Etusivu',
    edit: '%{name} %{recordRepresentation}',
    error: 'Jokin meni vikaan',
    list: '%{name}',
    loading: 'Ladataan',
    not_found: 'Ei löytynyt',
    show: '%{name} %{recordRepresentation}',
    empty: 'Ei vielä yhtään: %{name}.',
    invite: 'Haluatko lisätä sellaisen?',
    access_denied: 'Ei käyttöoikeutta',
    authentication_error: 'Tunnistautumisvirhe',
  },
  message: {
    auth_error: 'Tunnistautumistunnuksen tarkistuksessa tapahtui virhe.',
    authentication_error: 'Tunnistautumispalvelin palautti virheen, eikä tunnuksiasi voitu tarkistaa.',
    bulk_delete_content:
      'Haluatko varmasti poistaa tämän: %{name}? |||| Haluatko varmasti poistaa nämä %{smart_count} kohdetta?',
    bulk_delete_title: 'Poista %{name} |||| Poista %{smart_count} kohdetta: %{name}',
    bulk_update_content:
      'Haluatko varmasti päivittää: %{name} %{recordRepresentation}? |||| Haluatko varmasti päivittää nämä %{smart_count} kohdetta?',
    bulk_update_title:
      'Päivitä %{name} %{recordRepresentation} |||| Päivitä %{smart_count} kohdetta: %{name}',
    placeholder_data_warning: 'Verkko-ongelma: tietojen päivitys epäonnistui.',
    select_all_limit_reached:
      'Kaikkia ei voi valita, koska niitä on liikaa. Vain ensimmäiset %{max} valittiin.',
    about: 'Tietoja',
    access_denied: 'Sinulla ei ole oikeutta tälle sivulle',
    are_you_sure: 'Oletko varma?',
    clear_array_input: 'Haluatko varmasti tyhjentää koko listan?',
    delete_content: 'Haluatko varmasti poistaa tämän: %{name}?',
    delete_title: 'Poista %{name} %{recordRepresentation}',
    details: 'Tiedot',
    error: 'Pyyntöä ei voitu suorittaa virheen vuoksi.',
    invalid_form: 'Lomakkeessa on virheitä. Tarkista kentät',
    loading: 'Odota hetki',
    no: 'Ei',
    not_found: 'Kirjoitit väärän osoitteen tai seurasit rikkinäistä linkkiä.',
    unsaved_changes: 'Osa muutoksista on tallentamatta. Haluatko varmasti hylätä ne?',
    yes: 'Kyllä',
  },
  navigation: {
    no_more_results: 'Sivua %{page} ei ole. Kokeile edellistä sivua.',
    clear_filters: 'Tyhjennä suodattimet',
    no_filtered_results: 'Suodattimilla ei löytynyt: %{name}.',
    no_results: 'Ei löytynyt: %{name}',
    page_out_of_boundaries: 'Sivua %{page} ei ole',
    page_out_from_end: 'Viimeisen sivun jälkeen ei ole sivuja',
    page_out_from_begin: 'Ennen sivua 1 ei ole sivuja',
    page_range_info: '%{offsetBegin}–%{offsetEnd} / %{total}',
    partial_page_range_info: '%{offsetBegin}–%{offsetEnd} / yli %{offsetEnd}',
    current_page: 'Sivu %{page}',
    page: 'Siirry sivulle %{page}',
    first: 'Ensimmäinen sivu',
    last: 'Viimeinen sivu',
    next: 'Seuraava sivu',
    previous: 'Edellinen sivu',
    page_rows_per_page: 'Rivejä sivulla:',
    skip_nav: 'Siirry sisältöön',
  },
  sort: { sort_by: 'Järjestä: %{field_lower_first} %{order}', ASC: 'nousevasti', DESC: 'laskevasti' },
  auth: {
    auth_check_error: 'Kirjaudu sisään jatkaaksesi',
    user_menu: 'Profiili',
    username: 'Käyttäjätunnus',
    password: 'Salasana',
    email: 'Sähköposti',
    sign_in: 'Kirjaudu',
    sign_in_error: 'Kirjautuminen epäonnistui, yritä uudelleen',
    logout: 'Kirjaudu ulos',
  },
  notification: {
    application_update_available: 'Uusi versio on saatavilla.',
    data_provider_error: 'Tietolähteen virhe. Katso lisätiedot konsolista.',
    i18n_error: 'Valitun kielen käännöksiä ei voitu ladata',
    updated: 'Tallennettu |||| %{smart_count} tallennettu',
    created: 'Luotu',
    deleted: 'Poistettu |||| %{smart_count} poistettu',
    bad_item: 'Virheellinen tieto',
    item_doesnt_exist: 'Tietoa ei ole olemassa',
    http_error: 'Yhteysvirhe palvelimeen',
    canceled: 'Toiminto peruttu',
    logged_out: 'Istuntosi on päättynyt, kirjaudu uudelleen.',
    not_authorized: 'Sinulla ei ole oikeutta tähän.',
    offline: 'Ei verkkoyhteyttä.',
  },
  validation: {
    required: 'Pakollinen',
    minLength: 'Vähintään %{min} merkkiä',
    maxLength: 'Enintään %{max} merkkiä',
    minValue: 'Vähintään %{min}',
    maxValue: 'Enintään %{max}',
    number: 'Anna numero',
    email: 'Anna kelvollinen sähköpostiosoite',
    oneOf: 'Jokin näistä: %{options}',
    regex: 'Ei vastaa muotoa: %{pattern}',
    unique: 'On oltava yksilöllinen',
  },
};

/** Every Finnish text, key for key those of en (catalogues.spec.ts checks it). */
export const fiTexts = {
  ...orderFulfilmentMessagesFi,
  ra: raFinnish,
  app: fiBackOffice.app,
  shell: shellMessages.fi,
  shop_config: shopConfigMessages.fi.shop_config,
  category_editor: categoryEditorMessages.fi,
  product_variants: productVariantMessages.fi,
  orders: orderListMessagesFi.orders,
  order_creation: orderCreationMessagesFi.order_creation,
  product_editor: productEditorMessages.fi,
  resources: {
    ...orderListMessagesFi.resources,
    ...fiBackOffice.resources,
    ...serviceRequestMessagesFi,
    ...customerCompanyMessagesFi,
    ...assetMessages.fi,
    ...tagMessages.fi,
    ...importMessages.fi,
    ...messengerMessages.fi,
    ...importerMessages.fi,
    ...customerMessages.fi,
    ...orderShowMessagesFi,
    ...notSynchronizedMessagesFi,
    ...shopConfigMessages.fi.resources,
  },
};

export const fi: TranslationMessages = mergeCatalogues(en, fiTexts);
