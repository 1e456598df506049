import { Injectable } from '@nestjs/common';
import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import {
  ACCOUNT_FIELD_MESSAGES,
  ADDRESS_LIMITS,
  eInvoiceProblems,
  normalisedEInvoiceField,
  type AddressType,
} from '@tradeshop/shared';
import { DomainError } from '../../common/errors/domain-error';
import type { AddressInputDto } from './dto/address-input.dto';
import { Address } from './entities/address.entity';
import { Customer } from './entities/customer.entity';

/**
 * The address as stored: the e-invoice fields belong to invoice addresses only (a delivery address drops them),
 * checked with their check digits, both or neither.
 */
function withEInvoice(input: AddressInputDto): AddressInputDto {
  if (input.type !== 'invoice') return { ...input, eInvoiceAddress: null, eInvoiceOperator: null };
  const problems = Object.entries(eInvoiceProblems(input));
  if (problems.length > 0) {
    throw new DomainError(
      'VALIDATION_FAILED',
      'The e-invoice details are not valid',
      problems.map(([field, problem]) => ({ field, reason: ACCOUNT_FIELD_MESSAGES[problem] })),
    );
  }
  return {
    ...input,
    eInvoiceAddress: normalisedEInvoiceField(input.eInvoiceAddress),
    eInvoiceOperator: normalisedEInvoiceField(input.eInvoiceOperator),
  };
}

const DEFAULT_COLUMN = {
  delivery: 'defaultDeliveryAddressId',
  invoice: 'defaultInvoiceAddressId',
} as const satisfies Record<AddressType, keyof Customer>;

/**
 * A customer's addresses and their pre-selected delivery and invoice address. The rule: while a customer has
 * an address of a type, one address of that type is pre-selected for it. The first address of a type becomes
 * the pre-selected one; deleting it (or changing its type) pre-selects the oldest remaining address of the type.
 * Only a delivery address can be the pre-selected delivery address, only an invoice address the invoice one.
 */
@Injectable()
export class AddressService {
  constructor(private readonly em: EntityManager) {}

  async list(customerId: number): Promise<{ customer: Customer; addresses: Address[] }> {
    const [customer, addresses] = await Promise.all([
      this.customer(customerId),
      this.em.find(Address, { customer: customerId }, { orderBy: { id: 'asc' } }),
    ]);
    return { customer, addresses };
  }

  async get(customerId: number, id: number): Promise<{ customer: Customer; address: Address }> {
    const [customer, address] = await Promise.all([this.customer(customerId), this.own(customerId, id)]);
    return { customer, address };
  }

  async create(
    customerId: number,
    input: AddressInputDto,
  ): Promise<{ customer: Customer; address: Address }> {
    const values = withEInvoice(input);
    return this.em.transactional(async (em) => {
      const customer = await this.lockedCustomer(customerId, em);
      if ((await em.count(Address, { customer: customerId })) >= ADDRESS_LIMITS.perCustomer) {
        throw new DomainError(
          'CONFLICT',
          `You can keep at most ${ADDRESS_LIMITS.perCustomer} addresses. Please delete one you no longer need.`,
        );
      }
      const address = em.create(Address, {
        ...values,
        customer: customerId,
        createdAt: new Date(),
        updatedAt: new Date(),
      });
      await em.flush();
      await this.keepDefaultsValid(em, customer);
      return { customer, address };
    });
  }

  async update(
    customerId: number,
    id: number,
    input: AddressInputDto,
  ): Promise<{ customer: Customer; address: Address }> {
    const values = withEInvoice(input);
    return this.em.transactional(async (em) => {
      const customer = await this.lockedCustomer(customerId, em);
      const address = await this.own(customerId, id, em);
      em.assign(address, values);
      await em.flush();
      await this.keepDefaultsValid(em, customer);
      return { customer, address };
    });
  }

  async remove(customerId: number, id: number): Promise<void> {
    await this.em.transactional(async (em) => {
      const customer = await this.lockedCustomer(customerId, em);
      const address = await this.own(customerId, id, em);
      for (const type of Object.keys(DEFAULT_COLUMN) as AddressType[]) {
        if (customer[DEFAULT_COLUMN[type]] === address.id) customer[DEFAULT_COLUMN[type]] = null;
      }
      await em.flush();
      em.remove(address);
      await em.flush();
      await this.keepDefaultsValid(em, customer);
    });
  }

  /** Pre-selects an address as the delivery or the invoice address; it must be of that type. */
  async makeDefault(
    customerId: number,
    id: number,
    type: AddressType,
  ): Promise<{ customer: Customer; address: Address }> {
    return this.em.transactional(async (em) => {
      const customer = await this.lockedCustomer(customerId, em);
      const address = await this.own(customerId, id, em);
      if (address.type !== type) {
        throw new DomainError(
          'VALIDATION_FAILED',
          type === 'delivery'
            ? 'Only a delivery address can be the pre-selected delivery address'
            : 'Only an invoice address can be the pre-selected invoice address',
          [{ field: 'type', reason: `the address is a ${address.type} address` }],
        );
      }
      customer[DEFAULT_COLUMN[type]] = address.id;
      await em.flush();
      return { customer, address };
    });
  }

  /** Points each pre-selection at an address of its type, or at none when the customer has no such address. */
  private async keepDefaultsValid(em: EntityManager, customer: Customer): Promise<void> {
    const addresses = await em.find(Address, { customer: customer.id }, { orderBy: { id: 'asc' } });
    for (const type of Object.keys(DEFAULT_COLUMN) as AddressType[]) {
      const column = DEFAULT_COLUMN[type];
      const current = addresses.find((address) => address.id === customer[column]);
      if (current?.type !== type) {
        customer[column] = addresses.find((address) => address.type === type)?.id ?? null;
      }
    }
    await em.flush();
  }

  /**
   * The customer, locked for the rest of the transaction: a customer's address changes happen one after the
   * other, so the address limit and the pre-selected addresses hold however many requests arrive at once.
   */
  private async lockedCustomer(customerId: number, em: EntityManager): Promise<Customer> {
    const customer = await em.findOne(Customer, { id: customerId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!customer) throw new DomainError('CUSTOMER_NOT_FOUND', `No customer has the id ${customerId}`);
    return customer;
  }

  private async customer(customerId: number, em: EntityManager = this.em): Promise<Customer> {
    const customer = await em.findOne(Customer, { id: customerId });
    if (!customer) throw new DomainError('CUSTOMER_NOT_FOUND', `No customer has the id ${customerId}`);
    return customer;
  }

  /** The customer's own address; someone else's answers exactly like one that does not exist. */
  private async own(customerId: number, id: number, em: EntityManager = this.em): Promise<Address> {
    const address = await em.findOne(Address, { id, customer: customerId });
    if (!address) throw new DomainError('ADDRESS_NOT_FOUND', `You have no address with the id ${id}`);
    return address;
  }
}
