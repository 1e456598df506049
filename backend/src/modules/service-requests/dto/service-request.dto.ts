import { ApiProperty } from '@nestjs/swagger';
import { LOCALES, SHIPMENT_STATES, type Locale, type ShipmentState } from '@tradeshop/shared';
import { IsBoolean } from 'class-validator';
import type { TrackingInfo } from '../../orders/order-tracking.port';
import type { ContactMessage } from '../entities/contact-message.entity';
import type { ServiceRequestBase } from '../entities/service-request-base';
import {
  TRACKING_OUTCOMES,
  type TrackingOutcome,
  type TrackingRequest,
} from '../entities/tracking-request.entity';
import type { WarrantyRegistration } from '../entities/warranty-registration.entity';

/** What the sender gets back: the reference to quote when they contact the shop about it. */
export class ServiceRequestReceiptDto {
  @ApiProperty({ example: 'C-1024', description: 'C- for a contact message, W- for a warranty registration' })
  reference!: string;
}

export class TrackingLineDto {
  @ApiProperty() sku!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ description: 'Exact decimal, as text' }) quantity!: string;
  @ApiProperty({
    description: "The line's unit identifier (BOX, PK …); unitName gives its name in a language",
  })
  unit!: string;
  @ApiProperty({ description: 'Order line status code (storefront spec §4)' }) lineStatus!: number;
}

export class TrackedShipmentLineDto {
  @ApiProperty() sku!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ description: 'Exact decimal, as text' }) quantity!: string;
  @ApiProperty({
    description: "The line's unit identifier (BOX, PK …); unitName gives its name in a language",
  })
  unit!: string;
}

/** One parcel of the order. */
export class TrackedShipmentDto {
  @ApiProperty({ enum: SHIPMENT_STATES, description: 'ready (packed) or shipped' }) state!: ShipmentState;
  @ApiProperty({ type: String, nullable: true }) carrier!: string | null;
  @ApiProperty({ type: String, nullable: true }) trackingNumber!: string | null;
  @ApiProperty({ type: String, nullable: true }) trackingUrl!: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) shippedAt!: string | null;
  @ApiProperty({ type: [TrackedShipmentLineDto] }) items!: TrackedShipmentLineDto[];
}

/** The shipment of an order, as a shopper who knows its number and delivery postcode may see it. */
export class TrackingResultDto {
  @ApiProperty() orderNumber!: string;
  @ApiProperty({ type: String, nullable: true }) carrier!: string | null;
  @ApiProperty({ type: String, nullable: true }) trackingUrl!: string | null;
  @ApiProperty({ description: 'Shipment state (new, ready, cancelled, partially_shipped, shipped)' })
  shipmentState!: string;
  @ApiProperty({ type: [TrackingLineDto] }) lines!: TrackingLineDto[];
  @ApiProperty({ type: [TrackedShipmentDto] }) shipments!: TrackedShipmentDto[];

  static from(info: TrackingInfo): TrackingResultDto {
    return {
      orderNumber: info.orderNumber,
      carrier: info.carrier,
      trackingUrl: info.trackingUrl,
      shipmentState: info.shipmentState,
      lines: info.lines.map((line) => ({ ...line })),
      shipments: info.shipments.map((shipment) => ({
        ...shipment,
        items: shipment.items.map((item) => ({ ...item })),
      })),
    };
  }
}

/** The toggle the back office flips once someone has answered. */
export class HandledInputDto {
  @ApiProperty()
  @IsBoolean({ message: 'handled must be true or false' })
  handled!: boolean;
}

/** What the back office sees of both contact messages and warranty registrations. */
class AdminServiceRequestDto {
  @ApiProperty() id!: number;
  @ApiProperty({ description: 'C-<id> or W-<id>, as the sender was told' }) reference!: string;
  @ApiProperty() storeId!: number;
  @ApiProperty({ enum: LOCALES }) locale!: Locale;
  @ApiProperty({ type: Number, nullable: true }) customerId!: number | null;
  @ApiProperty() name!: string;
  @ApiProperty({ type: String, nullable: true }) company!: string | null;
  @ApiProperty() email!: string;
  @ApiProperty({ type: String, nullable: true }) phone!: string | null;
  @ApiProperty({ type: String, nullable: true }) orderNumber!: string | null;
  @ApiProperty() createdAt!: Date;
  @ApiProperty() handled!: boolean;
  @ApiProperty({ type: Date, nullable: true }) handledAt!: Date | null;
  @ApiProperty({ type: Number, nullable: true }) handledBy!: number | null;

  protected static common(request: ServiceRequestBase, reference: string): AdminServiceRequestDto {
    return {
      id: request.id,
      reference,
      storeId: request.storeId,
      locale: request.locale,
      customerId: request.customerId ?? null,
      name: request.name,
      company: request.company ?? null,
      email: request.email,
      phone: request.phone ?? null,
      orderNumber: request.orderNumber ?? null,
      createdAt: request.createdAt,
      handled: request.handled,
      handledAt: request.handledAt ?? null,
      handledBy: request.handledBy ?? null,
    };
  }
}

export class AdminContactMessageDto extends AdminServiceRequestDto {
  @ApiProperty() subject!: string;
  @ApiProperty() message!: string;

  static from(message: ContactMessage): AdminContactMessageDto {
    return {
      ...AdminServiceRequestDto.common(message, contactReference(message.id)),
      subject: message.subject,
      message: message.message,
    };
  }
}

export class AdminWarrantyRegistrationDto extends AdminServiceRequestDto {
  @ApiProperty() sku!: string;
  @ApiProperty() productName!: string;
  @ApiProperty() serialNumber!: string;
  @ApiProperty({ format: 'date' }) purchaseDate!: string;
  @ApiProperty({ type: String, nullable: true }) placeOfPurchase!: string | null;
  @ApiProperty() faultDescription!: string;
  @ApiProperty() country!: string;
  @ApiProperty() receiptFileName!: string;
  @ApiProperty() receiptContentType!: string;
  @ApiProperty() receiptSize!: number;

  static from(registration: WarrantyRegistration): AdminWarrantyRegistrationDto {
    return {
      ...AdminServiceRequestDto.common(registration, warrantyReference(registration.id)),
      sku: registration.sku,
      productName: registration.productName,
      serialNumber: registration.serialNumber,
      purchaseDate: registration.purchaseDate,
      placeOfPurchase: registration.placeOfPurchase ?? null,
      faultDescription: registration.faultDescription,
      country: registration.country.trim(),
      receiptFileName: registration.receiptFileName,
      receiptContentType: registration.receiptContentType,
      receiptSize: registration.receiptSize,
    };
  }
}

export class AdminTrackingRequestDto {
  @ApiProperty() id!: number;
  @ApiProperty({ enum: LOCALES }) locale!: Locale;
  @ApiProperty({ type: String, nullable: true }) orderNumber!: string | null;
  @ApiProperty({ type: String, nullable: true }) postcode!: string | null;
  @ApiProperty({ type: String, nullable: true }) trackingNumber!: string | null;
  @ApiProperty({ enum: TRACKING_OUTCOMES }) outcome!: TrackingOutcome;
  @ApiProperty() ip!: string;
  @ApiProperty({ type: Number, nullable: true }) customerId!: number | null;
  @ApiProperty() createdAt!: Date;

  static from(request: TrackingRequest): AdminTrackingRequestDto {
    return {
      id: request.id,
      locale: request.locale,
      orderNumber: request.orderNumber ?? null,
      postcode: request.postcode ?? null,
      trackingNumber: request.trackingNumber ?? null,
      outcome: request.outcome,
      ip: request.ip,
      customerId: request.customerId ?? null,
      createdAt: request.createdAt,
    };
  }
}

export function contactReference(id: number): string {
  return `C-${id}`;
}

export function warrantyReference(id: number): string {
  return `W-${id}`;
}
