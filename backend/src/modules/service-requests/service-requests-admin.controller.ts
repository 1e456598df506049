import {
  Body,
  Controller,
  Get,
  HttpCode,
  Param,
  Post,
  Query,
  Req,
  Res,
  StreamableFile,
} from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { AdminListQueryDto, parseAdminListQuery, setContentRange } from '../../common/http/admin-list-query';
import { IdParamPipe } from '../../common/http/id-param.pipe';
import { AdminSection } from '../../common/security/permission.decorators';
import type { AdminRequest } from '../identity/admin-access.guard';
import { ADMIN_CONTACT_MESSAGE_SORTS, ContactMessageService } from './contact-message.service';
import {
  AdminContactMessageDto,
  AdminTrackingRequestDto,
  AdminWarrantyRegistrationDto,
  HandledInputDto,
} from './dto/service-request.dto';
import { ADMIN_TRACKING_SORTS, ShipmentTrackingService } from './shipment-tracking.service';
import { ADMIN_WARRANTY_SORTS, WarrantyRegistrationService } from './warranty-registration.service';

function adminUserIdOf(request: AdminRequest): number {
  // The access guard has put the user there: no route of these controllers is reachable without one.
  return request.adminUser!.id;
}

@ApiTags('back-office customers')
@ApiCookieAuth()
@AdminSection('customers')
@Controller('api/admin/contact-messages')
export class ContactMessageAdminController {
  constructor(private readonly messages: ContactMessageService) {}

  @Get()
  @ApiOkResponse({ type: [AdminContactMessageDto] })
  async list(
    @Query() query: AdminListQueryDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AdminContactMessageDto[]> {
    const request = parseAdminListQuery(query, ADMIN_CONTACT_MESSAGE_SORTS, 'createdAt');
    const { rows, total } = await this.messages.list(request);
    setContentRange(response, 'contact-messages', request.offset, rows.length, total);
    return rows.map((row) => AdminContactMessageDto.from(row));
  }

  @Get(':id')
  @ApiOkResponse({ type: AdminContactMessageDto })
  async get(@Param('id', IdParamPipe) id: number): Promise<AdminContactMessageDto> {
    return AdminContactMessageDto.from(await this.messages.get(id));
  }

  /** Marks the message answered (or not), remembering who did. */
  @Post(':id/handled')
  @HttpCode(200)
  @ApiOkResponse({ type: AdminContactMessageDto })
  async handled(
    @Param('id', IdParamPipe) id: number,
    @Body() input: HandledInputDto,
    @Req() request: AdminRequest,
  ): Promise<AdminContactMessageDto> {
    return AdminContactMessageDto.from(
      await this.messages.markHandled(id, input.handled, adminUserIdOf(request)),
    );
  }
}

@ApiTags('back-office customers')
@ApiCookieAuth()
@AdminSection('customers')
@Controller('api/admin/warranty-registrations')
export class WarrantyRegistrationAdminController {
  constructor(private readonly registrations: WarrantyRegistrationService) {}

  @Get()
  @ApiOkResponse({ type: [AdminWarrantyRegistrationDto] })
  async list(
    @Query() query: AdminListQueryDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AdminWarrantyRegistrationDto[]> {
    const request = parseAdminListQuery(query, ADMIN_WARRANTY_SORTS, 'createdAt');
    const { rows, total } = await this.registrations.list(request);
    setContentRange(response, 'warranty-registrations', request.offset, rows.length, total);
    return rows.map((row) => AdminWarrantyRegistrationDto.from(row));
  }

  @Get(':id')
  @ApiOkResponse({ type: AdminWarrantyRegistrationDto })
  async get(@Param('id', IdParamPipe) id: number): Promise<AdminWarrantyRegistrationDto> {
    return AdminWarrantyRegistrationDto.from(await this.registrations.get(id));
  }

  /** The receipt as uploaded, as a download: never shown inline, so a crafted file cannot run as a page. */
  @Get(':id/receipt')
  @ApiProduces('application/pdf', 'image/jpeg', 'image/png')
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' } })
  async receipt(
    @Param('id', IdParamPipe) id: number,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    const { registration, content } = await this.registrations.receipt(id);
    const fileName = registration.receiptFileName;
    response.set({
      'Content-Type': registration.receiptContentType,
      'Content-Disposition': `attachment; filename="${fileName.replace(/[^\x20-\x7e]|"/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
      'Content-Security-Policy': "default-src 'none'",
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
    });
    return new StreamableFile(content);
  }

  @Post(':id/handled')
  @HttpCode(200)
  @ApiOkResponse({ type: AdminWarrantyRegistrationDto })
  async handled(
    @Param('id', IdParamPipe) id: number,
    @Body() input: HandledInputDto,
    @Req() request: AdminRequest,
  ): Promise<AdminWarrantyRegistrationDto> {
    return AdminWarrantyRegistrationDto.from(
      await this.registrations.markHandled(id, input.handled, adminUserIdOf(request)),
    );
  }
}

@ApiTags('back-office customers')
@ApiCookieAuth()
@AdminSection('customers')
@Controller('api/admin/tracking-requests')
export class TrackingRequestAdminController {
  constructor(private readonly tracking: ShipmentTrackingService) {}

  @Get()
  @ApiOkResponse({ type: [AdminTrackingRequestDto] })
  async list(
    @Query() query: AdminListQueryDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AdminTrackingRequestDto[]> {
    const request = parseAdminListQuery(query, ADMIN_TRACKING_SORTS, 'createdAt');
    const { rows, total } = await this.tracking.list(request);
    setContentRange(response, 'tracking-requests', request.offset, rows.length, total);
    return rows.map((row) => AdminTrackingRequestDto.from(row));
  }

  @Get(':id')
  @ApiOkResponse({ type: AdminTrackingRequestDto })
  async get(@Param('id', IdParamPipe) id: number): Promise<AdminTrackingRequestDto> {
    return AdminTrackingRequestDto.from(await this.tracking.get(id));
  }
}
