import { useLocaleState } from 'react-admin';

/** A LocalisedLabels text in the admin's language, else English, else the first one given. */
export const LocalisedText = ({ texts }: { texts: Partial<Record<string, string>> | undefined }) => {
  const [locale] = useLocaleState();
  const all = texts ?? {};
  return <>{all[locale] ?? all.en ?? Object.values(all).find(Boolean) ?? ''}</>;
};
