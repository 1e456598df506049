/** Form fields as strings; a missing field is an empty string, which the API calls blank. */
export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}
