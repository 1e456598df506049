import {
  businessIdForms,
  businessIdProblem,
  eInvoiceAddressProblem,
  eInvoiceOperatorProblem,
  eInvoiceProblems,
} from './business-ids';

describe('business ids with their check digits', () => {
  it.each([
    ['FI', '0112038-9'],
    ['FI', '1234567-1'],
    ['FI', ' 2345678-0 '],
    ['FI', 'FI01120389'],
    ['FI', 'FI-0112038-9'],
    ['NO', '923609016'],
    ['NO', '923 609 016'],
    ['NO', 'NO974760673MVA'],
    ['SE', '556012-5790'],
    ['SE', '5560125790'],
    ['SE', 'SE556012579001'],
    ['DK', '24256790'],
    ['DK', 'DK 10150817'],
    ['dk', '61126228'],
  ])('accepts the %s id %s', (country, value) => {
    expect(businessIdProblem(country, value)).toBeNull();
  });

  it.each([
    ['FI', '1234567-8'],
    ['FI', '0112038-8'],
    ['NO', '923609017'],
    ['NO', '974760672'],
    ['SE', '556012-5791'],
    ['SE', '5560125780'],
    ['DK', '24256791'],
    ['DK', '10150818'],
  ])('refuses the %s id %s for its check digit', (country, value) => {
    expect(businessIdProblem(country, value)).toBe('checkDigit');
  });

  it.each([
    ['FI', '12345678-9'],
    ['FI', 'ABCDEFG-1'],
    ['NO', '12345678'],
    ['SE', '55601257'],
    ['DK', '2425679'],
    ['DK', ''],
  ])('refuses the %s id %s for its form', (country, value) => {
    expect(businessIdProblem(country, value)).toBe('format');
  });

  it('does not check ids of countries without a rule here', () => {
    expect(businessIdProblem('FR', '123')).toBeNull();
    expect(businessIdProblem(null, 'anything')).toBeNull();
  });
});

describe('Finnish e-invoice fields', () => {
  it('accepts an OVT code whose Y-tunnus is valid, with or without its own suffix, and an IBAN', () => {
    expect(eInvoiceAddressProblem('003701120389')).toBeNull();
    expect(eInvoiceAddressProblem('0037 0112 0389 01')).toBeNull();
    expect(eInvoiceAddressProblem('FI4250001510000023')).toBeNull();
  });

  it('refuses an OVT code with a wrong Y-tunnus check digit, a wrong IBAN and free text', () => {
    expect(eInvoiceAddressProblem('003701120388')).toBe('checkDigit');
    expect(eInvoiceAddressProblem('FI4250001510000024')).toBe('checkDigit');
    expect(eInvoiceAddressProblem('laskut@example.com')).toBe('format');
  });

  it('accepts operators by OVT code, BIC or their own code, and refuses the rest', () => {
    expect(eInvoiceOperatorProblem('003721291126')).toBeNull();
    expect(eInvoiceOperatorProblem('NDEAFIHH')).toBeNull();
    expect(eInvoiceOperatorProblem('E204503')).toBeNull();
    expect(eInvoiceOperatorProblem('003721291127')).toBe('checkDigit');
    expect(eInvoiceOperatorProblem('Maventa')).toBe('format');
  });
});

describe('the e-invoice fields of an invoice address', () => {
  it('may both be empty, but not one without the other', () => {
    expect(eInvoiceProblems({})).toEqual({});
    expect(eInvoiceProblems({ eInvoiceAddress: '003701120389', eInvoiceOperator: '' })).toEqual({
      eInvoiceOperator: 'eInvoiceIncomplete',
    });
  });

  it('names the field whose code is wrong', () => {
    expect(eInvoiceProblems({ eInvoiceAddress: '003701120388', eInvoiceOperator: 'E204503' })).toEqual({
      eInvoiceAddress: 'eInvoiceAddressInvalid',
    });
  });
});

describe("the ways a company's business id is written", () => {
  it('include the national and the VAT number form whichever was typed, so one company is found once', () => {
    expect(businessIdForms('FI', 'FI01120389')).toEqual(
      expect.arrayContaining(['0112038-9', 'FI01120389', '1120389']),
    );
    expect(businessIdForms('NO', 'NO 923 609 016 MVA')).toEqual(
      expect.arrayContaining(['923609016', '923609016MVA', 'NO923609016MVA']),
    );
    expect(businessIdForms('SE', '5560125790')).toEqual(
      expect.arrayContaining(['556012-5790', 'SE556012579001']),
    );
    expect(businessIdForms('DK', 'DK 24256790')).toEqual(expect.arrayContaining(['24256790', 'DK24256790']));
  });

  it('are only the value as typed when it cannot be checked', () => {
    expect(businessIdForms('FI', ' 0112038-8 ')).toEqual(['0112038-8']);
    expect(businessIdForms('DE', ' DE123456789 ')).toEqual(['DE123456789']);
    expect(businessIdForms(null, 'ABC-1')).toEqual(['ABC-1']);
  });
});
