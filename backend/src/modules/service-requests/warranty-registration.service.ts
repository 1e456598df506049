import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { DomainError, type ErrorDetail } from '../../common/errors/domain-error';
import type { AdminListRequest } from '../../common/http/admin-list-query';
import { normaliseEmail } from '../../common/security/passwords';
import { RateLimiter } from '../../common/security/rate-limiter';
import { ProductLookupService } from '../catalogue/product-lookup.service';
import { DomainEvents } from '../events/domain-events.service';
import { StoresService } from '../shop-config/stores/stores.service';
import type { Sender } from './contact-message.service';
import type { WarrantyRegistrationInputDto } from './dto/warranty-registration-input.dto';
import { WarrantyReceipt, WarrantyRegistration } from './entities/warranty-registration.entity';
import { inspectReceipt, RECEIPT_FIELD, type UploadedReceipt } from './receipt-upload';
import { handledListWhere, handledState } from './service-request-list';
import { SERVICE_REQUEST_LIMITS, SERVICE_REQUEST_MESSAGES } from './service-requests.limits';

export const ADMIN_WARRANTY_SORTS = [
  'id',
  'createdAt',
  'sku',
  'purchaseDate',
  'name',
  'country',
  'handled',
] as const;
type WarrantySortField = (typeof ADMIN_WARRANTY_SORTS)[number];

/**
 * Warranty registrations: the product is checked against the catalogue, the receipt by its bytes, and the
 * registration is stored with its receipt, mailed to the sales organisation of the customer's country (the
 * international one for a country without a store) and confirmed to the customer in their language.
 */
@Injectable()
export class WarrantyRegistrationService {
  constructor(
    private readonly em: EntityManager,
    private readonly limiter: RateLimiter,
    private readonly events: DomainEvents,
    private readonly stores: StoresService,
    private readonly products: ProductLookupService,
  ) {}

  async submit(
    input: WarrantyRegistrationInputDto,
    file: UploadedReceipt | undefined,
    sender: Sender,
  ): Promise<WarrantyRegistration> {
    // The product and the receipt are checked together, so the form shows both problems at once.
    const product = await this.products.activeBySku(input.sku, input.locale);
    const receipt = inspectReceipt(file);
    const problems: ErrorDetail[] = [];
    if (!product) problems.push({ field: 'sku', reason: SERVICE_REQUEST_MESSAGES.productNotFound });
    if ('problem' in receipt) problems.push({ field: RECEIPT_FIELD, reason: receipt.problem });
    if (!product || 'problem' in receipt) {
      throw new DomainError(
        'VALIDATION_FAILED',
        problems.map((problem) => problem.reason).join('; '),
        problems,
      );
    }
    const { submissionsPerAddressPerWindow: limit, submissionWindowSeconds } = SERVICE_REQUEST_LIMITS;
    await this.limiter.attempt([{ key: `warranty:ip:${sender.ip}`, limit }], submissionWindowSeconds);
    const store = await this.stores.forCountry(input.country, input.locale);

    const registration = await this.em.transactional(async (em) => {
      const registration = em.create(WarrantyRegistration, {
        ...input,
        sku: product.sku,
        productName: product.name,
        email: normaliseEmail(input.email),
        customerId: sender.customerId,
        storeId: store.id,
        receiptFileName: receipt.fileName,
        receiptContentType: receipt.contentType,
        receiptSize: receipt.content.length,
        handled: false,
        createdAt: new Date(),
      });
      await em.flush();
      em.create(WarrantyReceipt, { registrationId: registration.id, content: receipt.content });
      await em.flush();
      this.events.record(em, 'warranty_registration.received', { warrantyRegistrationId: registration.id });
      return registration;
    });
    await this.events.publish();
    return registration;
  }

  async list(request: AdminListRequest<WarrantySortField>) {
    const where = handledListWhere(request, [
      'sku',
      'productName',
      'serialNumber',
      'name',
      'email',
      'orderNumber',
    ]);
    const [rows, total] = await this.em.findAndCount(WarrantyRegistration, where, {
      orderBy: { [request.sortField]: request.sortOrder, id: request.sortOrder },
      offset: request.offset,
      limit: request.limit,
    });
    return { rows, total };
  }

  async get(id: number): Promise<WarrantyRegistration> {
    const registration = await this.em.findOne(WarrantyRegistration, { id });
    if (!registration) {
      throw new DomainError('SERVICE_REQUEST_NOT_FOUND', `No warranty registration has the id ${id}`);
    }
    return registration;
  }

  async receipt(id: number): Promise<{ registration: WarrantyRegistration; content: Buffer }> {
    const registration = await this.get(id);
    const receipt = await this.em.findOne(WarrantyReceipt, { registrationId: id });
    if (!receipt) throw new DomainError('SERVICE_REQUEST_NOT_FOUND', `Registration ${id} has no receipt`);
    return { registration, content: receipt.content };
  }

  async markHandled(id: number, handled: boolean, adminUserId: number): Promise<WarrantyRegistration> {
    const registration = await this.get(id);
    Object.assign(registration, handledState(handled, adminUserId));
    await this.em.flush();
    return registration;
  }
}
