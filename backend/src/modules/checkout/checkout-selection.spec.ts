import type { CheckoutAddressRow, CheckoutCustomerRow } from '../customers/customer-reads.service';
import { selectionOf } from './checkout.service';

function address(id: number, type: 'delivery' | 'invoice'): CheckoutAddressRow {
  return {
    id,
    type,
    salutation: null,
    company: 'Buyer Oy',
    firstname: 'Aino',
    lastname: 'Virtanen',
    street: `Street ${id}`,
    number: null,
    postcode: '00100',
    city: 'Helsinki',
    country: 'FI',
    phone_number: null,
  };
}

const customer: CheckoutCustomerRow = {
  id: 1,
  email: 'buyer@example.test',
  kind: 'customer',
  company_id: 5,
  default_delivery_address_id: 10,
  default_invoice_address_id: 20,
};
const book = [address(10, 'delivery'), address(11, 'delivery'), address(20, 'invoice')];

describe('checkout address selection', () => {
  it('starts from the pre-selected delivery and invoice addresses', () => {
    expect(selectionOf({}, customer, book)).toMatchObject({
      invoiceAddressId: 20,
      shippingAddressId: 10,
      useInvoiceAsShipping: false,
      shippingToInvoiceAddress: false,
    });
  });

  it("keeps the shopper's own choice over the pre-selection", () => {
    const selection = selectionOf({ invoiceAddressId: 11, shippingAddressId: 10 }, customer, book);
    expect(selection).toMatchObject({ invoiceAddressId: 11, shippingAddressId: 10 });
    expect(selection.invoiceAddress?.street).toBe('Street 11');
  });

  it('ships to the invoice address when the box is checked', () => {
    const selection = selectionOf({ invoiceAddressId: 11, useInvoiceAsShipping: true }, customer, book);
    expect(selection).toMatchObject({ shippingAddressId: null, useInvoiceAsShipping: true });
    expect(selection.shippingAddress?.street).toBe('Street 11');
  });

  it('marks an invoice-type address chosen for shipping, which the order refuses', () => {
    expect(selectionOf({ invoiceAddressId: 20, useInvoiceAsShipping: true }, customer, book)).toMatchObject({
      shippingToInvoiceAddress: true,
    });
  });

  it('forgets an address deleted since it was chosen', () => {
    const selection = selectionOf({ invoiceAddressId: 99, shippingAddressId: 98 }, customer, book);
    expect(selection).toMatchObject({ invoiceAddressId: 20, shippingAddressId: 10 });
  });

  it('pre-selects the first invoice and delivery addresses of a book without defaults', () => {
    const withoutDefaults = {
      ...customer,
      default_invoice_address_id: null,
      default_delivery_address_id: null,
    };
    const selection = selectionOf({}, withoutDefaults, [address(11, 'delivery'), address(20, 'invoice')]);
    expect(selection).toMatchObject({
      invoiceAddressId: 20,
      shippingAddressId: 11,
      useInvoiceAsShipping: false,
    });
  });

  it('has no invoice address for a customer without one', () => {
    const selection = selectionOf({}, { ...customer, default_invoice_address_id: null }, [
      address(10, 'delivery'),
    ]);
    expect(selection.invoiceAddress).toBeNull();
  });

  it("uses a guest's typed addresses", () => {
    const typed = {
      firstname: 'G',
      lastname: 'B',
      street: 'Main 1',
      postcode: '10115',
      city: 'Berlin',
      country: 'DE',
    };
    const selection = selectionOf({ guestInvoiceAddress: typed, useInvoiceAsShipping: true }, null, []);
    expect(selection.shippingAddress).toMatchObject({ city: 'Berlin', country: 'DE', company: null });
  });
});
