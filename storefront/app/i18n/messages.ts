/** The storefront's texts live in the shared message catalogues, which the backend's documents and mails read too. */
export type { Messages, PluralMessage, ShellMessages } from '@tradeshop/shared';
