import { orderReferences } from '../orders/order-references';
import { carrierDto } from '../cart/cart.mapper';
import type { CheckoutAddressRow } from '../customers/customer-reads.service';
import {
  checkoutDeliveryDates,
  checkoutLines,
  type CheckoutSession,
  summaryProblems,
  termsOf,
} from './checkout.service';
import type { CheckoutAddressDto, CheckoutStateDto } from './dto/checkout-state.dto';

function addressDto(address: CheckoutAddressRow): CheckoutAddressDto {
  return {
    id: address.id,
    type: address.type,
    salutation: address.salutation,
    company: address.company,
    firstname: address.firstname,
    lastname: address.lastname,
    street: address.street,
    number: address.number,
    postcode: address.postcode,
    city: address.city,
    country: address.country.trim(),
    phoneNumber: address.phone_number,
    eInvoiceAddress: address.e_invoice_address,
    eInvoiceOperator: address.e_invoice_operator,
  };
}

export function checkoutStateDto(session: CheckoutSession): CheckoutStateDto {
  const { cart, customer, selection, quote, store } = session;
  const checkout = cart.checkout;
  const carrierValid = quote.carriers.some((carrier) => carrier.carrierId === checkout.carrierId);
  const paymentValid = quote.paymentOptions.some(
    (option) => option.paymentProviderId === checkout.paymentProviderId,
  );
  const lines = checkoutLines(session);
  const guest = customer === null;
  return {
    loggedIn: !guest,
    guestCheckoutAllowed: store.guest_checkout,
    storeCode: store.code,
    addresses: session.addresses.map(addressDto),
    defaultInvoiceAddressId: customer?.default_invoice_address_id ?? null,
    defaultDeliveryAddressId: customer?.default_delivery_address_id ?? null,
    selection: {
      invoiceAddressId: selection.invoiceAddressId,
      shippingAddressId: selection.shippingAddressId,
      useInvoiceAsShipping: selection.useInvoiceAsShipping,
      guestEmail: guest ? (checkout.guestEmail ?? null) : null,
      guestInvoiceAddress: guest ? selection.invoiceAddress : null,
      guestShippingAddress: guest && !selection.useInvoiceAsShipping ? selection.shippingAddress : null,
      carrierId: checkout.carrierId ?? null,
      paymentProviderId: checkout.paymentProviderId ?? null,
      ...orderReferences(checkout),
      termsAccepted: checkout.termsAccepted ?? false,
    },
    carriers: quote.carriers.map(carrierDto),
    paymentOptions: quote.paymentOptions.map((option) => ({
      paymentProviderId: option.paymentProviderId,
      identifier: option.identifier,
      gateway: option.gateway,
      label: option.label,
      description: option.description,
      feeNetMinor: option.feeNetMinor,
    })),
    deliveryDates: checkoutDeliveryDates(session),
    ...termsOf(session),
    lines: lines.map((line) => ({ ...line, productId: line.productId! })),
    totals: {
      currency: quote.currency || cart.currency,
      itemsNetMinor: quote.itemsNetMinor,
      surchargeNetMinor: quote.surchargeNetMinor,
      discountNetMinor: quote.discountNetMinor,
      shippingNetMinor: quote.shippingNetMinor,
      paymentFeeNetMinor: quote.paymentFeeNetMinor,
      taxMinor: quote.taxMinor,
      totalGrossMinor: quote.totalGrossMinor,
      taxes: quote.taxes,
      discounts: quote.appliedRules
        .filter((rule) => rule.discountNetMinor > 0)
        .map((rule) => ({ label: rule.label, discountNetMinor: rule.discountNetMinor })),
    },
    hasOutOfStockLines: lines.some((line) => line.preliminaryDeliveryDate !== null),
    steps: {
      address:
        selection.invoiceAddress !== null &&
        selection.shippingAddress !== null &&
        !selection.shippingToInvoiceAddress &&
        (!guest || !!checkout.guestEmail),
      shipping: carrierValid,
      payment: paymentValid,
      summary: summaryProblems(session).length === 0,
    },
    cartVersion: cart.version,
  };
}
