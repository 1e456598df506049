/** A translated mail: its subject and a plain-text body, both with `{name}` placeholders. */
export interface MailMessage {
  subject: string;
  body: string;
}
