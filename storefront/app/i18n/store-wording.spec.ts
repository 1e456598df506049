import { SHOP_MESSAGES } from '@tradeshop/shared';
import { withStoreWording } from './store-wording';

describe('store wording', () => {
  it("replaces the language's text with the store's and leaves the catalogue itself alone", () => {
    const swedish = SHOP_MESSAGES.sv;
    const finlandSwedish = withStoreWording(swedish, {
      'minicart.button': 'Kundvagn',
      'product.surcharge': 'SER-avgift',
    });
    expect(finlandSwedish.minicart.button).toBe('Kundvagn');
    expect(finlandSwedish.product.surcharge).toBe('SER-avgift');
    expect(finlandSwedish.minicart.title).toBe(swedish.minicart.title);
    expect(swedish.minicart.button).toBe('Varukorg');
  });

  it('ignores keys that name no text, so an old override cannot break a page', () => {
    const english = SHOP_MESSAGES.en;
    const result = withStoreWording(english, {
      'checkout.vatNotice': 'x',
      minicart: 'y',
      'minicart.button.x': 'z',
    });
    expect(result).toEqual(english);
  });
});
