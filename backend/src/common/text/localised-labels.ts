/** Texts per locale code (`fi`, `en`, …); a missing locale falls back to English, then to the first text. */
export type LocalisedLabels = Partial<Record<string, string>>;

export function localisedLabel(labels: LocalisedLabels, locale: string, fallback: string): string {
  return labels[locale] ?? labels.en ?? Object.values(labels).find((label) => label) ?? fallback;
}
