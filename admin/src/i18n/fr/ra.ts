import frenchMessages from 'ra-language-french';
import type { TranslationMessages } from 'react-admin';
import type { raFinnish } from '../fi';
import { mergeCatalogues } from '../merge';

/** react-admin's own texts in French, from ra-language-french, maintained with react-admin. */
// ra-language-french's type allows any key at each level; its texts are the same tree of strings. A few of its
// texts leave out a placeholder that the English one has (which record, how many): these name it.
export const raFrench = mergeCatalogues({ ra: frenchMessages.ra } as TranslationMessages, {
  ra: {
    action: { bulk_actions: '1 sélectionné |||| %{smart_count} sélectionnés' },
    message: {
      bulk_delete_content:
        'Êtes-vous sûr(e) de vouloir supprimer cet élément (%{name}) ? |||| Êtes-vous sûr(e) de vouloir supprimer ces %{smart_count} éléments ?',
      bulk_update_content:
        'Êtes-vous sûr(e) de vouloir modifier %{name} %{recordRepresentation} ? |||| Êtes-vous sûr(e) de vouloir modifier ces %{smart_count} éléments ?',
      delete_content: 'Êtes-vous sûr(e) de vouloir supprimer cet élément (%{name}) ?',
    },
    navigation: {
      no_filtered_results: 'Aucun résultat (%{name}) avec les filtres actuels.',
      no_results: 'Aucun résultat (%{name})',
    },
  },
}).ra as typeof raFinnish;
