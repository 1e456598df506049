import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { AdminListQueryDto } from '../../common/http/admin-list-query';
import { AdminSection } from '../../common/security/permission.decorators';
import { type AdminRequest, backOfficeEditor } from '../../modules/identity/admin-access.guard';
import { JobDto } from '../dto/job.dto';
import { listJobs } from './messenger-list';
import {
  MessengerCountDto,
  MessengerReceiverDto,
  MessengerRetryDto,
  MessengerRetryResultDto,
} from './messenger.dto';
import { MessengerService } from './messenger.service';

/**
 * The messenger at the back-office paths (spec §7 "Messenger", paths chosen in decision
 * 2026-11-29-messenger-over-the-job-store); react-admin uses MessengerAdminController.
 */
@ApiTags('back-office messenger')
@ApiCookieAuth()
@AdminSection('jobs')
@Controller('admin/messenger')
export class MessengerSpecController {
  constructor(private readonly messenger: MessengerService) {}

  @Get('count')
  @ApiOkResponse({ type: MessengerCountDto })
  async count(): Promise<MessengerCountDto> {
    return MessengerCountDto.from(await this.messenger.count());
  }

  @Get('receivers')
  @ApiOkResponse({ type: [MessengerReceiverDto] })
  async receivers(): Promise<MessengerReceiverDto[]> {
    return (await this.messenger.receivers()).map((receiver) => MessengerReceiverDto.fromReceiver(receiver));
  }

  @Get(':receiverName/list')
  @ApiOkResponse({ type: [JobDto] })
  list(
    @Param('receiverName') receiverName: string,
    @Query() query: AdminListQueryDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<JobDto[]> {
    return listJobs(this.messenger, receiverName, query, response);
  }

  @Get(':receiverName/failed')
  @ApiOkResponse({ type: [JobDto] })
  failed(
    @Param('receiverName') receiverName: string,
    @Query() query: AdminListQueryDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<JobDto[]> {
    return listJobs(this.messenger, receiverName, query, response, 'failed');
  }

  /** Retries the failed job `id`, or without it every failed job of the receiver. */
  @Post(':receiverName/retry')
  @HttpCode(200)
  @ApiOkResponse({ type: MessengerRetryResultDto })
  async retry(
    @Param('receiverName') receiverName: string,
    @Body() body: MessengerRetryDto,
    @Req() request: AdminRequest,
  ): Promise<MessengerRetryResultDto> {
    return MessengerRetryResultDto.from(
      await this.messenger.retry(receiverName, body.id, backOfficeEditor(request)),
    );
  }

  @Delete(':receiverName/:id')
  @ApiOkResponse({ type: JobDto })
  async delete(
    @Param('receiverName') receiverName: string,
    @Param('id') id: string,
    @Req() request: AdminRequest,
  ): Promise<JobDto> {
    return JobDto.from(await this.messenger.delete(receiverName, id, backOfficeEditor(request)));
  }
}
