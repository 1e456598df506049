import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { AdminListQueryDto, setContentRange } from '../../common/http/admin-list-query';
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

/** The messenger for react-admin (resource `messenger`: the receivers); the same service as /admin/messenger. */
@ApiTags('back-office messenger')
@ApiCookieAuth()
@AdminSection('jobs')
@Controller('api/admin/messenger')
export class MessengerAdminController {
  constructor(private readonly messenger: MessengerService) {}

  @Get()
  @ApiOkResponse({ type: [MessengerReceiverDto] })
  async receivers(@Res({ passthrough: true }) response: Response): Promise<MessengerReceiverDto[]> {
    const receivers = await this.messenger.receivers();
    setContentRange(response, 'messenger', 0, receivers.length, receivers.length);
    return receivers.map((receiver) => MessengerReceiverDto.fromReceiver(receiver));
  }

  @Get('count')
  @ApiOkResponse({ type: MessengerCountDto })
  async count(): Promise<MessengerCountDto> {
    return MessengerCountDto.from(await this.messenger.count());
  }

  @Get(':receiverName')
  @ApiOkResponse({ type: MessengerReceiverDto })
  async receiver(@Param('receiverName') receiverName: string): Promise<MessengerReceiverDto> {
    return MessengerReceiverDto.fromReceiver(await this.messenger.receiver(receiverName));
  }

  /** Filter `status` (e.g. `{"status":"failed"}`). */
  @Get(':receiverName/jobs')
  @ApiOkResponse({ type: [JobDto] })
  jobs(
    @Param('receiverName') receiverName: string,
    @Query() query: AdminListQueryDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<JobDto[]> {
    return listJobs(this.messenger, receiverName, query, response);
  }

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

  @Delete(':receiverName/jobs/:id')
  @ApiOkResponse({ type: JobDto })
  async delete(
    @Param('receiverName') receiverName: string,
    @Param('id') id: string,
    @Req() request: AdminRequest,
  ): Promise<JobDto> {
    return JobDto.from(await this.messenger.delete(receiverName, id, backOfficeEditor(request)));
  }
}
