import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../common/errors/domain-error';
import type { AdminListRequest } from '../../common/http/admin-list-query';
import { normaliseEmail } from '../../common/security/passwords';
import { RateLimiter } from '../../common/security/rate-limiter';
import { DomainEvents } from '../events/domain-events.service';
import { StoresService } from '../shop-config/stores/stores.service';
import type { ContactMessageInputDto } from './dto/contact-message-input.dto';
import { ContactMessage } from './entities/contact-message.entity';
import { handledListWhere, handledState } from './service-request-list';
import { SERVICE_REQUEST_LIMITS } from './service-requests.limits';

export const ADMIN_CONTACT_MESSAGE_SORTS = [
  'id',
  'createdAt',
  'name',
  'email',
  'subject',
  'handled',
] as const;
type ContactMessageSortField = (typeof ADMIN_CONTACT_MESSAGE_SORTS)[number];

/** Who sends: the logged-in customer, if any, and the address the message came from. */
export interface Sender {
  customerId: number | null;
  ip: string;
}

/**
 * The storefront's contact form: the message is stored, mailed to the sales organisation of the shopper's
 * store (the international one's when that store has no address) and confirmed to the sender in their language.
 */
@Injectable()
export class ContactMessageService {
  constructor(
    private readonly em: EntityManager,
    private readonly limiter: RateLimiter,
    private readonly events: DomainEvents,
    private readonly stores: StoresService,
  ) {}

  async submit(input: ContactMessageInputDto, sender: Sender): Promise<ContactMessage> {
    const { submissionsPerAddressPerWindow: limit, submissionWindowSeconds } = SERVICE_REQUEST_LIMITS;
    await this.limiter.attempt([{ key: `contact-message:ip:${sender.ip}`, limit }], submissionWindowSeconds);
    const store = await this.stores.forLocale(input.locale);

    const message = await this.em.transactional(async (em) => {
      const message = em.create(ContactMessage, {
        ...input,
        email: normaliseEmail(input.email),
        customerId: sender.customerId,
        storeId: store.id,
        handled: false,
        createdAt: new Date(),
      });
      await em.flush();
      this.events.record(em, 'contact_message.received', { contactMessageId: message.id });
      return message;
    });
    await this.events.publish();
    return message;
  }

  async list(request: AdminListRequest<ContactMessageSortField>) {
    const where = handledListWhere(request, ['name', 'company', 'email', 'subject', 'orderNumber']);
    const [rows, total] = await this.em.findAndCount(ContactMessage, where, {
      orderBy: { [request.sortField]: request.sortOrder, id: request.sortOrder },
      offset: request.offset,
      limit: request.limit,
    });
    return { rows, total };
  }

  async get(id: number): Promise<ContactMessage> {
    const message = await this.em.findOne(ContactMessage, { id });
    if (!message) throw new DomainError('SERVICE_REQUEST_NOT_FOUND', `No contact message has the id ${id}`);
    return message;
  }

  async markHandled(id: number, handled: boolean, adminUserId: number): Promise<ContactMessage> {
    const message = await this.get(id);
    Object.assign(message, handledState(handled, adminUserId));
    await this.em.flush();
    return message;
  }
}
