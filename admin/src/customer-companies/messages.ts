/**
 * The English texts of the customer-company screens, to be spread into `resources` of i18n/en.ts:
 * `resources: { ...customerCompanyMessages, ... }`.
 */
export const customerCompanyMessages = {
  'customer-companies': {
    name: 'Customer company |||| Customer companies',
    fields: {
      id: 'ID',
      q: 'Name, organization number or ERP customer number',
      name: 'Name',
      organizationNumber: 'Organization number',
      erpCustomerNumber: 'ERP customer number',
      storeCode: 'Store',
      customerCount: 'Customers',
      email: 'E-mail',
      phone: 'Phone',
      vatNumber: 'VAT number',
      termsOfDelivery: 'Terms of delivery',
      termsOfPayment: 'Terms of payment',
      invoicePaymentAllowed: 'May pay by invoice',
      createdAt: 'Created',
    },
    not_connected: 'Not connected',
    erp_customer_number_invalid:
      'Only letters, digits and dashes, starting with a letter or digit, at most 40 characters',
    help: {
      erpCustomerNumber:
        "The company's customer number in the ERP: letters, digits and dashes, at most 40 characters. Its buyers see their ERP orders only once it is set; leave it empty while the company is not in the ERP.",
      termsOfDelivery:
        "Printed on the company's orders, at most 200 characters. Leave it empty to use the store's terms of delivery.",
      termsOfPayment:
        "Printed on the company's orders, at most 200 characters. Leave it empty to use the store's terms of payment.",
      invoicePaymentAllowed: "When off, the company's buyers cannot choose payment by invoice at checkout.",
    },
  },
};
