import { refusalMessage } from './refusal-messages';

describe('a refusal in the caller’s language', () => {
  it('keeps the English message as raised for an English caller', () => {
    expect(refusalMessage('en', 409, 'The SKU AB-1 is already used by product 12')).toBe(
      'The SKU AB-1 is already used by product 12',
    );
  });

  it('says what kind of refusal it is in the caller’s language and keeps the rule that failed', () => {
    expect(refusalMessage('fi', 409, 'The SKU AB-1 is already used by product 12')).toBe(
      'Pyyntö on ristiriidassa nykyisten tietojen kanssa. Päivitä sivu ja yritä uudelleen. ' +
        'Tarkemmin englanniksi: The SKU AB-1 is already used by product 12.',
    );
    expect(refusalMessage('sv', 400, 'sku must be text.', ['sku', 'sku'])).toBe(
      'Begäran är ogiltig. Kontrollera dessa fält: sku. Mer exakt på engelska: sku must be text.',
    );
    expect(refusalMessage('fr', 404, '  ')).toBe('L’élément demandé est introuvable.');
  });
});
