import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Locale } from '@tradeshop/shared';
import { DomainError, type ErrorDetail } from '../../common/errors/domain-error';
import { type AdminListRequest, filterValue, likeEscape } from '../../common/http/admin-list-query';
import { RateLimiter } from '../../common/security/rate-limiter';
import { ORDER_TRACKING, type OrderTracking, type TrackingInfo } from '../orders/order-tracking.port';
import type { Sender } from './contact-message.service';
import type { TrackingRequestInputDto } from './dto/tracking-request-input.dto';
import { TRACKING_OUTCOMES, TrackingRequest, type TrackingOutcome } from './entities/tracking-request.entity';
import { SERVICE_REQUEST_LIMITS, SERVICE_REQUEST_MESSAGES } from './service-requests.limits';

export const ADMIN_TRACKING_SORTS = ['id', 'createdAt', 'orderNumber', 'outcome', 'ip'] as const;
type TrackingSortField = (typeof ADMIN_TRACKING_SORTS)[number];

/** The orders module's tracking, which may also find a shipment by the carrier's tracking number. */
type OrderTrackingByShipment = OrderTracking & {
  findTrackingByShipmentNumber?(trackingNumber: string): Promise<TrackingInfo | null>;
};

/** What was asked: an order number with its delivery postcode, or a tracking number. */
type TrackingQuestion =
  { kind: 'order'; orderNumber: string; postcode: string } | { kind: 'shipment'; trackingNumber: string };

function questionOf(input: TrackingRequestInputDto): TrackingQuestion {
  if (input.trackingNumber) return { kind: 'shipment', trackingNumber: input.trackingNumber };
  if (input.orderNumber && input.postcode) {
    return { kind: 'order', orderNumber: input.orderNumber, postcode: input.postcode };
  }
  const missing: ErrorDetail[] = [];
  if (!input.orderNumber)
    missing.push({ field: 'orderNumber', reason: SERVICE_REQUEST_MESSAGES.trackingIncomplete });
  if (!input.postcode)
    missing.push({ field: 'postcode', reason: SERVICE_REQUEST_MESSAGES.trackingIncomplete });
  throw new DomainError('VALIDATION_FAILED', SERVICE_REQUEST_MESSAGES.trackingIncomplete, missing);
}

/**
 * Shipment tracking for shoppers. Every lookup is logged for the back office. Lookups that find nothing count
 * against the address (counted before the lookup, taken back when it finds something), so order numbers and
 * postcodes cannot be guessed at speed.
 */
@Injectable()
export class ShipmentTrackingService {
  constructor(
    private readonly em: EntityManager,
    private readonly limiter: RateLimiter,
    @Inject(ORDER_TRACKING) private readonly orders: OrderTrackingByShipment,
  ) {}

  async lookup(input: TrackingRequestInputDto, sender: Sender): Promise<TrackingInfo> {
    const question = questionOf(input);
    const { failedLookupsPerAddressPerWindow: limit, lookupWindowSeconds } = SERVICE_REQUEST_LIMITS;
    const attempt = await this.limiter
      .attempt([{ key: `tracking:ip:${sender.ip}`, limit }], lookupWindowSeconds)
      .catch(async (error: unknown) => {
        await this.log(input.locale, question, 'refused', sender);
        throw error;
      });
    const found = await this.find(question);
    if (found) {
      await attempt.release();
      await this.log(input.locale, question, 'found', sender);
      return found;
    }
    await this.log(input.locale, question, 'not_found', sender);
    throw new DomainError('TRACKING_NOT_FOUND', SERVICE_REQUEST_MESSAGES.trackingNotFound);
  }

  async list(request: AdminListRequest<TrackingSortField>) {
    const where: Record<string, unknown> = {};
    const ids = filterValue.integers(request.filter, 'id');
    if (ids) where.id = { $in: ids };
    const outcome = filterValue.oneOf(request.filter, 'outcome', TRACKING_OUTCOMES);
    if (outcome) where.outcome = outcome;
    const q = filterValue.text(request.filter, 'q');
    if (q) {
      const pattern = `%${likeEscape(q)}%`;
      where.$or = [
        { orderNumber: { $ilike: pattern } },
        { trackingNumber: { $ilike: pattern } },
        { postcode: { $ilike: pattern } },
        { ip: { $ilike: pattern } },
      ];
    }
    const [rows, total] = await this.em.findAndCount(TrackingRequest, where, {
      orderBy: { [request.sortField]: request.sortOrder, id: request.sortOrder },
      offset: request.offset,
      limit: request.limit,
    });
    return { rows, total };
  }

  async get(id: number): Promise<TrackingRequest> {
    const request = await this.em.findOne(TrackingRequest, { id });
    if (!request) throw new DomainError('SERVICE_REQUEST_NOT_FOUND', `No tracking request has the id ${id}`);
    return request;
  }

  private async find(question: TrackingQuestion): Promise<TrackingInfo | null> {
    if (question.kind === 'order') return this.orders.findTracking(question.orderNumber, question.postcode);
    return (await this.orders.findTrackingByShipmentNumber?.(question.trackingNumber)) ?? null;
  }

  private async log(locale: Locale, question: TrackingQuestion, outcome: TrackingOutcome, sender: Sender) {
    const em = this.em.fork();
    em.create(TrackingRequest, {
      locale,
      orderNumber: question.kind === 'order' ? question.orderNumber : null,
      postcode: question.kind === 'order' ? question.postcode : null,
      trackingNumber: question.kind === 'shipment' ? question.trackingNumber : null,
      outcome,
      ip: sender.ip,
      customerId: sender.customerId,
      createdAt: new Date(),
    });
    await em.flush();
  }
}
