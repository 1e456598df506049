/** A translated mail: its subject and a plain-text body with `{name}` placeholders. */
export interface MailTemplate {
  subject: string;
  body: string;
}

/** Fills the `{name}` placeholders of a mail text; a placeholder without a value stays as written. */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );
}
