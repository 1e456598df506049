import { Body, Controller, Get, Header, HttpCode, Post, Query, Req } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import { AdminSection } from '../../../common/security/permission.decorators';
import type { AdminRequest } from '../../identity/admin-access.guard';
import { adminActor } from '../admin/admin-actor';
import {
  WorkflowGlobalActionDto,
  WorkflowGraphQueryDto,
  WorkflowModalDto,
  WorkflowQueryDto,
  WorkflowTransitionDto,
} from './workflow.dto';
import { WorkflowService } from './workflow.service';

/** Back-office spec §7 "Workflow" for orders: `cid` is the order, `workflowName` one of its four machines. */
@ApiTags('back-office workflow')
@ApiCookieAuth()
@AdminSection('orders')
@Controller('admin/workflow')
export class WorkflowController {
  constructor(private readonly workflow: WorkflowService) {}

  @Get('get-workflow-form')
  async form(@Query() query: WorkflowQueryDto) {
    return { success: true, data: await this.workflow.form(query.cid, query.workflowName) };
  }

  @Post('submit-workflow-transition')
  @HttpCode(200)
  async submitTransition(@Body() body: WorkflowTransitionDto, @Req() request: AdminRequest) {
    const data = await this.workflow.submit(
      body.cid,
      body.workflowName,
      body.transition,
      adminActor(request, body.reason),
    );
    return { success: true, data };
  }

  @Post('submit-global-action')
  @HttpCode(200)
  async submitGlobalAction(@Body() body: WorkflowGlobalActionDto, @Req() request: AdminRequest) {
    const data = await this.workflow.submit(
      body.cid,
      body.workflowName,
      body.globalAction,
      adminActor(request, body.reason),
    );
    return { success: true, data };
  }

  @Get('get-workflow-details')
  async details(@Query() query: WorkflowQueryDto) {
    return { success: true, data: await this.workflow.details(query.cid, query.workflowName) };
  }

  @Get('show-graph')
  @Header('Content-Type', 'image/svg+xml; charset=utf-8')
  @Header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
  @ApiProduces('image/svg+xml')
  @ApiOkResponse({ description: 'The machine drawn from its definition, the current state marked' })
  graph(@Query() query: WorkflowGraphQueryDto): Promise<string> {
    return this.workflow.graph(query.workflowName, query.cid);
  }

  @Post('modal-custom-html')
  @HttpCode(200)
  async modal(@Body() body: WorkflowModalDto) {
    const html = await this.workflow.modalHtml(body.cid, body.workflowName, body.transition);
    return { success: true, data: { html } };
  }
}
