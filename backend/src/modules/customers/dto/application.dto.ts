import { ApiProperty, PickType } from '@nestjs/swagger';
import {
  APPLICATION_ADDRESS_FIELDS,
  APPLICATION_STATUSES,
  LOCALES,
  type ApplicationStatus,
  type Locale,
} from '@tradeshop/shared';
import type { CustomerApplication } from '../entities/customer-application.entity';
import { PostalAddressDto } from './postal-address.dto';

/** What the applicant gets back: only that it arrived. */
export class ApplicationReceiptDto {
  @ApiProperty() received!: boolean;
}

/** An application as the back office sees it. */
export class AdminApplicationDto extends PickType(PostalAddressDto, APPLICATION_ADDRESS_FIELDS) {
  @ApiProperty() id!: number;
  @ApiProperty({ enum: APPLICATION_STATUSES }) status!: ApplicationStatus;
  @ApiProperty() storeId!: number;
  @ApiProperty({ enum: LOCALES }) locale!: Locale;
  @ApiProperty() companyName!: string;
  @ApiProperty() organizationNumber!: string;
  @ApiProperty() email!: string;
  @ApiProperty({ type: String, nullable: true }) phone!: string | null;
  @ApiProperty({ type: String, nullable: true }) message!: string | null;
  @ApiProperty() createdAt!: Date;
  @ApiProperty({ type: Date, nullable: true }) decidedAt!: Date | null;
  @ApiProperty({ type: Number, nullable: true }) decidedBy!: number | null;
  @ApiProperty({ type: Number, nullable: true }) companyId!: number | null;
  @ApiProperty({ type: Number, nullable: true }) customerId!: number | null;

  static from(application: CustomerApplication): AdminApplicationDto {
    return {
      id: application.id,
      status: application.status,
      storeId: application.storeId,
      locale: application.locale,
      companyName: application.companyName,
      organizationNumber: application.organizationNumber,
      salutation: application.salutation ?? null,
      firstname: application.firstname,
      lastname: application.lastname,
      email: application.email,
      phone: application.phone ?? null,
      street: application.street,
      postcode: application.postcode,
      city: application.city,
      country: application.country.trim(),
      message: application.message ?? null,
      createdAt: application.createdAt,
      decidedAt: application.decidedAt ?? null,
      decidedBy: application.decidedBy ?? null,
      companyId: application.companyId ?? null,
      customerId: application.customerId ?? null,
    };
  }
}
