import { useI18n } from '../../i18n/use-i18n';

export type StoreNoteKind = 'vatNotice' | 'deliveryNote' | 'termsNote' | 'contact';

/**
 * A note the country's sales organisation words its own way (storefront spec §1): the VAT notice, the delivery
 * note, the terms note or the customer service's contact details, in the store's wording of the page language.
 */
export function StoreNote({ kind, className }: { kind: StoreNoteKind; className?: string }) {
  const { messages } = useI18n();
  return (
    <p
      className={['store-note', `store-note--${kind}`, className].filter(Boolean).join(' ')}
      data-note={kind}
    >
      {messages.storeWording[kind]}
    </p>
  );
}
