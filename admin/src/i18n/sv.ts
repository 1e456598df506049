import type { TranslationMessages } from 'react-admin';
import { productVariantMessages } from '../products/variants/messages';
import { orderFulfilmentMessagesSv } from '../orders/fulfilment/messages';
import { orderListMessagesSv } from '../orders/list/messages';
import { assetMessages } from '../assets/messages';
import { importMessages } from '../imports/messages';
import { messengerMessages } from '../messenger/messages';
import { tagMessages } from '../tags/messages';
import { importerMessages } from '../importer/messages';
import { customerMessages } from '../customers/messages';
import { productEditorMessages } from '../products/messages';
import { customerCompanyMessagesSv } from '../customer-companies/messages';
import { orderShowMessagesSv } from '../orders/show/messages';
import { notSynchronizedMessagesSv } from '../orders-not-synchronized/messages';
import { serviceRequestMessagesSv } from '../service-requests/messages';
import { shopConfigMessages } from '../shop-config/messages';
import { categoryEditorMessages } from '../categories/messages';
import { svBackOffice } from './sv-back-office';
import { en } from './en';
import { mergeCatalogues } from './merge';
import { shellMessages } from '../layout/messages';
import { orderCreationMessagesSv } from '../orders/creation/messages';

/** react-admin's own texts in Swedish (ra-language-swedish on npm is written for react-admin 1). */
export const raSwedish = {
  action: {
    add_filter: 'Lägg till filter',
    add: 'Lägg till',
    back: 'Tillbaka',
    bulk_actions: '1 vald |||| %{smart_count} valda',
    cancel: 'Avbryt',
    clear_array_input: 'Töm listan',
    clear_input_value: 'Töm',
    clone: 'Kopiera',
    confirm: 'Bekräfta',
    create: 'Skapa',
    create_item: 'Skapa %{item}',
    delete: 'Ta bort',
    edit: 'Redigera',
    export: 'Exportera',
    list: 'Lista',
    refresh: 'Uppdatera',
    remove_filter: 'Ta bort filtret',
    remove_all_filters: 'Ta bort alla filter',
    remove: 'Ta bort',
    reset: 'Återställ',
    save: 'Spara',
    search: 'Sök',
    search_columns: 'Sök kolumner',
    select_all: 'Välj alla',
    select_all_button: 'Välj alla',
    select_row: 'Välj raden',
    show: 'Visa',
    sort: 'Sortera',
    undo: 'Ångra',
    unselect: 'Avmarkera',
    expand: 'Expandera',
    close: 'Stäng',
    open_menu: 'Öppna menyn',
    close_menu: 'Stäng menyn',
    update: 'Uppdatera',
    move_up: 'Flytta upp',
    move_down: 'Flytta ner',
    open: 'Öppna',
    toggle_theme: 'Växla ljust/mörkt tema',
    select_columns: 'Kolumner',
    update_application: 'Ladda om programmet',
  },
  configurable: {
    customize: 'Anpassa',
    configureMode: 'Anpassa den här sidan',
    inspector: {
      title: 'Inspektör',
      content: 'Håll muspekaren över programmets delar för att anpassa dem',
      reset: 'Återställ inställningarna',
      hideAll: 'Dölj alla',
      showAll: 'Visa alla',
    },
    Datagrid: { title: 'Tabell', unlabeled: 'Namnlös kolumn %{column}' },
    SimpleForm: { title: 'Formulär', unlabeled: 'Namnlöst fält %{input}' },
    SimpleList: {
      title: 'Lista',
      primaryText: 'Primär text',
      secondaryText: 'Sekundär text',
      tertiaryText: 'Tertiär text',
    },
  },
  guesser: { empty: { title: 'Inga data att visa', message: 'Kontrollera datakällan' } },
  input: {
    file: {
      upload_several: 'Släpp filer här för att ladda upp dem, eller klicka för att välja en.',
      upload_single: 'Släpp en fil här för att ladda upp den, eller klicka för att välja den.',
    },
    image: {
      upload_several: 'Släpp bilder här för att ladda upp dem, eller klicka för att välja en.',
      upload_single: 'Släpp en bild här för att ladda upp den, eller klicka för att välja den.',
    },
    references: {
      all_missing: 'De refererade uppgifterna hittades inte.',
      many_missing: 'Minst en av de refererade posterna verkar inte längre vara tillgänglig.',
      single_missing: 'Den refererade posten verkar inte längre vara tillgänglig.',
    },
    password: { toggle_visible: 'Dölj lösenordet', toggle_hidden: 'Visa lösenordet' },
  },
  saved_queries: {
    label: 'Sparade sökningar',
    query_name: 'Sökningens namn',
    new_label: 'Spara aktuell sökning…',
    new_dialog_title: 'Spara aktuell sökning som',
    remove_label: 'Ta bort sparad sökning',
    remove_label_with_name: 'Ta bort sökningen "%{name}"',
    remove_dialog_title: 'Ta bort sparad sökning?',
    remove_message: 'Vill du verkligen ta bort den här posten från dina sparade sökningar?',
    help: 'Filtrera listan och spara sökningen till senare',
  },
  boolean: { true: 'Ja', false: 'Nej', null: ' ' },
  page: {
    create: 'Skapa %{name}',
    dashboard: 'Översikt',
    edit: '%{name} %{recordRepresentation}',
    error: 'Något gick fel',
    list: '%{name}',
    loading: 'Laddar',
    not_found: 'Hittades inte',
    show: '%{name} %{recordRepresentation}',
    empty: 'Inga %{name} ännu.',
    invite: 'Vill du lägga till en?',
    access_denied: 'Åtkomst nekad',
    authentication_error: 'Autentiseringsfel',
  },
  message: {
    auth_error: 'Ett fel uppstod när autentiseringstoken kontrollerades.',
    authentication_error:
      'Autentiseringsservern svarade med ett fel och dina inloggningsuppgifter kunde inte kontrolleras.',
    bulk_delete_content:
      'Vill du verkligen ta bort %{name}? |||| Vill du verkligen ta bort dessa %{smart_count} poster?',
    bulk_delete_title: 'Ta bort %{name} |||| Ta bort %{smart_count} %{name}',
    bulk_update_content:
      'Vill du verkligen uppdatera %{name} %{recordRepresentation}? |||| Vill du verkligen uppdatera dessa %{smart_count} poster?',
    bulk_update_title: 'Uppdatera %{name} %{recordRepresentation} |||| Uppdatera %{smart_count} %{name}',
    placeholder_data_warning: 'Nätverksproblem: uppdateringen av data misslyckades.',
    select_all_limit_reached:
      'Det finns för många poster för att välja alla. Endast de första %{max} valdes.',
    about: 'Om',
    access_denied: 'Du har inte behörighet till den här sidan',
    are_you_sure: 'Är du säker?',
    clear_array_input: 'Vill du verkligen tömma hela listan?',
    delete_content: 'Vill du verkligen ta bort denna %{name}?',
    delete_title: 'Ta bort %{name} %{recordRepresentation}',
    details: 'Detaljer',
    error: 'Ett fel uppstod och begäran kunde inte slutföras.',
    invalid_form: 'Formuläret innehåller fel. Kontrollera fälten',
    loading: 'Vänta',
    no: 'Nej',
    not_found: 'Du skrev en felaktig adress eller följde en trasig länk.',
    unsaved_changes: 'Vissa ändringar har inte sparats. Vill du verkligen kasta dem?',
    yes: 'Ja',
  },
  navigation: {
    no_more_results: 'Sidan %{page} finns inte. Prova föregående sida.',
    clear_filters: 'Rensa filter',
    no_filtered_results: 'Inga %{name} hittades med de aktuella filtren.',
    no_results: 'Inga %{name} hittades',
    page_out_of_boundaries: 'Sidan %{page} finns inte',
    page_out_from_end: 'Det finns ingen sida efter den sista',
    page_out_from_begin: 'Det finns ingen sida före sida 1',
    page_range_info: '%{offsetBegin}–%{offsetEnd} av %{total}',
    partial_page_range_info: '%{offsetBegin}–%{offsetEnd} av fler än %{offsetEnd}',
    current_page: 'Sida %{page}',
    page: 'Gå till sida %{page}',
    first: 'Första sidan',
    last: 'Sista sidan',
    next: 'Nästa sida',
    previous: 'Föregående sida',
    page_rows_per_page: 'Rader per sida:',
    skip_nav: 'Hoppa till innehållet',
  },
  sort: { sort_by: 'Sortera efter %{field_lower_first} %{order}', ASC: 'stigande', DESC: 'fallande' },
  auth: {
    auth_check_error: 'Logga in för att fortsätta',
    user_menu: 'Profil',
    username: 'Användarnamn',
    password: 'Lösenord',
    email: 'E-post',
    sign_in: 'Logga in',
    sign_in_error: 'Inloggningen misslyckades, försök igen',
    logout: 'Logga ut',
  },
  notification: {
    application_update_available: 'En ny version finns tillgänglig.',
    data_provider_error: 'Fel i datakällan. Se konsolen för detaljer.',
    i18n_error: 'Översättningarna för det valda språket kunde inte laddas',
    updated: 'Sparat |||| %{smart_count} sparade',
    created: 'Skapat',
    deleted: 'Borttaget |||| %{smart_count} borttagna',
    bad_item: 'Felaktig post',
    item_doesnt_exist: 'Posten finns inte',
    http_error: 'Fel i kommunikationen med servern',
    canceled: 'Åtgärden avbröts',
    logged_out: 'Din session har upphört, logga in igen.',
    not_authorized: 'Du har inte behörighet till detta.',
    offline: 'Ingen nätverksanslutning.',
  },
  validation: {
    required: 'Obligatoriskt',
    minLength: 'Minst %{min} tecken',
    maxLength: 'Högst %{max} tecken',
    minValue: 'Minst %{min}',
    maxValue: 'Högst %{max}',
    number: 'Ange ett tal',
    email: 'Ange en giltig e-postadress',
    oneOf: 'Ett av: %{options}',
    regex: 'Matchar inte formatet: %{pattern}',
    unique: 'Måste vara unikt',
  },
};

/** Every Swedish text, key for key those of en (catalogues.spec.ts checks it). */
export const svTexts = {
  ...orderFulfilmentMessagesSv,
  ra: raSwedish,
  app: svBackOffice.app,
  shell: shellMessages.sv,
  shop_config: shopConfigMessages.sv.shop_config,
  category_editor: categoryEditorMessages.sv,
  product_variants: productVariantMessages.sv,
  orders: orderListMessagesSv.orders,
  order_creation: orderCreationMessagesSv.order_creation,
  product_editor: productEditorMessages.sv,
  resources: {
    ...orderListMessagesSv.resources,
    ...svBackOffice.resources,
    ...serviceRequestMessagesSv,
    ...customerCompanyMessagesSv,
    ...assetMessages.sv,
    ...tagMessages.sv,
    ...importMessages.sv,
    ...messengerMessages.sv,
    ...importerMessages.sv,
    ...customerMessages.sv,
    ...orderShowMessagesSv,
    ...notSynchronizedMessagesSv,
    ...shopConfigMessages.sv.resources,
  },
};

export const sv: TranslationMessages = mergeCatalogues(en, svTexts);
