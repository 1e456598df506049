import type { Locale } from '../../../domain';

/** The shop's content pages (delivery terms, about us, …) and their link list in the footer. */
export interface ContentPageMessages {
  /** Heading of the footer's list of content pages. */
  footerHeading: string;
}

export const contentPageMessages: Record<Locale, ContentPageMessages> = {
  fi: { footerHeading: 'Ehdot ja tietoa' },
  nb: { footerHeading: 'Vilkår og informasjon' },
  sv: { footerHeading: 'Villkor och information' },
  en: { footerHeading: 'Terms and information' },
  fr: { footerHeading: 'Conditions et informations' },
  it: { footerHeading: 'Condizioni e informazioni' },
  da: { footerHeading: 'Vilkår og information' },
};
