import { errorTitle, metaI18n, pageTitle } from '../../lib/meta';
import type { Messages } from '../../i18n/messages';

interface MetaArgsLike {
  matches: Parameters<typeof metaI18n>[0];
  error?: unknown;
}

/** Account pages are personal: titled in the page language, never indexed. */
export function accountMeta(
  { matches, error }: MetaArgsLike,
  title: (t: Messages['account'], messages: Messages) => string,
) {
  const i18n = metaI18n(matches);
  if (error) return [{ title: errorTitle(i18n, error) }];
  return [
    { title: pageTitle(i18n, title(i18n.messages.account, i18n.messages)) },
    { name: 'robots', content: 'noindex, nofollow' },
  ];
}
