import { Body, Controller, HttpCode, Post, UploadedFile } from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiExtraModels,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { ClientIp, CurrentShopIdentity, type ShopIdentity } from '../customers/shop-session';
import { ContactMessageService, type Sender } from './contact-message.service';
import { ContactMessageInputDto } from './dto/contact-message-input.dto';
import {
  contactReference,
  ServiceRequestReceiptDto,
  TrackingResultDto,
  warrantyReference,
} from './dto/service-request.dto';
import { TrackingRequestInputDto } from './dto/tracking-request-input.dto';
import { WarrantyRegistrationInputDto } from './dto/warranty-registration-input.dto';
import { ReceiptUpload, type UploadedReceipt } from './receipt-upload';
import { ShipmentTrackingService } from './shipment-tracking.service';
import { WarrantyRegistrationService } from './warranty-registration.service';

function senderOf(identity: ShopIdentity | undefined, ip: string): Sender {
  return { customerId: identity?.customer.id ?? null, ip };
}

@ApiTags('shop service requests')
@ApiExtraModels(WarrantyRegistrationInputDto)
@Controller('api/shop')
export class ServiceRequestsShopController {
  constructor(
    private readonly contactMessages: ContactMessageService,
    private readonly warranties: WarrantyRegistrationService,
    private readonly tracking: ShipmentTrackingService,
  ) {}

  /** The contact form (storefront /contact). Limited per address against spam. */
  @Post('contact-messages')
  @HttpCode(201)
  @ApiCreatedResponse({ type: ServiceRequestReceiptDto })
  async contact(
    @Body() input: ContactMessageInputDto,
    @CurrentShopIdentity() identity: ShopIdentity | undefined,
    @ClientIp() ip: string,
  ): Promise<ServiceRequestReceiptDto> {
    const message = await this.contactMessages.submit(input, senderOf(identity, ip));
    return { reference: contactReference(message.id) };
  }

  /** Warranty registration (storefront /warranty/register) with the receipt as the file field `receipt`. */
  @Post('warranty-registrations')
  @HttpCode(201)
  @ReceiptUpload()
  @ApiCreatedResponse({ type: ServiceRequestReceiptDto })
  async registerWarranty(
    @Body() input: WarrantyRegistrationInputDto,
    @UploadedFile() receipt: UploadedReceipt | undefined,
    @CurrentShopIdentity() identity: ShopIdentity | undefined,
    @ClientIp() ip: string,
  ): Promise<ServiceRequestReceiptDto> {
    const registration = await this.warranties.submit(input, receipt, senderOf(identity, ip));
    return { reference: warrantyReference(registration.id) };
  }

  /** Shipment tracking (storefront /shop/tracking/submit); 404 when nothing matches. */
  @Post('tracking')
  @HttpCode(200)
  @ApiOkResponse({ type: TrackingResultDto })
  @ApiNotFoundResponse({ description: 'No order or shipment matches (TRACKING_NOT_FOUND)' })
  async track(
    @Body() input: TrackingRequestInputDto,
    @CurrentShopIdentity() identity: ShopIdentity | undefined,
    @ClientIp() ip: string,
  ): Promise<TrackingResultDto> {
    return TrackingResultDto.from(await this.tracking.lookup(input, senderOf(identity, ip)));
  }
}
