import { Body, Controller, Delete, Get, Post, Put, Query, Req } from '@nestjs/common';
import { ApiCookieAuth, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AdminSection } from '../../common/security/permission.decorators';
import { JobDto } from '../../jobs/dto/job.dto';
import { type AdminRequest, backOfficeEditor } from '../identity/admin-access.guard';
import { TreeNodeQueryDto } from '../identity/dto/admin-roles.dto';
import {
  BatchAssignmentDto,
  BatchJobsQueryDto,
  CreateTagDto,
  TagAndElementDto,
  TagAndElementQueryDto,
  TagDeletedDto,
  TagDto,
  TagElementQueryDto,
  TagIdQueryDto,
  UpdateTagByIdDto,
} from './dto/tag.dto';
import { TagsService } from './tags.service';

/** Tags at the paths of back-office spec "Tags" (under /admin); react-admin uses TagsAdminController. */
@ApiTags('back-office tags')
@ApiCookieAuth()
@AdminSection('tags')
@Controller('admin/tags')
export class TagsSpecController {
  constructor(private readonly tags: TagsService) {}

  @Post('add')
  @ApiCreatedResponse({ type: TagDto })
  add(@Body() body: CreateTagDto, @Req() request: AdminRequest): Promise<TagDto> {
    return this.tags.create(body, backOfficeEditor(request));
  }

  @Delete('delete')
  @ApiOkResponse({ type: TagDeletedDto })
  delete(@Query() query: TagIdQueryDto, @Req() request: AdminRequest): Promise<TagDeletedDto> {
    return this.tags.delete(query.id, backOfficeEditor(request));
  }

  /** Renames (`name`) and/or moves (`parentId`, null for the root) the tag `id`. */
  @Put('update')
  @ApiOkResponse({ type: TagDto })
  update(@Body() body: UpdateTagByIdDto, @Req() request: AdminRequest): Promise<TagDto> {
    const { id, ...changes } = body;
    return this.tags.update(id, changes, backOfficeEditor(request));
  }

  @Get('tree-get-children-by-id')
  @ApiOkResponse({ type: [TagDto] })
  children(@Query() query: TreeNodeQueryDto): Promise<TagDto[]> {
    return this.tags.children(query.node);
  }

  @Get('load-tags-for-element')
  @ApiOkResponse({ type: [TagDto] })
  forElement(@Query() query: TagElementQueryDto): Promise<TagDto[]> {
    return this.tags.forElement(query.elementType, query.elementId);
  }

  /** Answers the element's tags after the change. */
  @Put('add-tag-to-element')
  @ApiOkResponse({ type: [TagDto] })
  addToElement(@Body() body: TagAndElementDto, @Req() request: AdminRequest): Promise<TagDto[]> {
    return this.tags.changeAssignment(
      'assign',
      body.tagId,
      body.elementType,
      body.elementId,
      backOfficeEditor(request),
    );
  }

  /** Answers the element's tags after the change. */
  @Delete('remove-tag-from-element')
  @ApiOkResponse({ type: [TagDto] })
  removeFromElement(@Query() query: TagAndElementQueryDto, @Req() request: AdminRequest): Promise<TagDto[]> {
    return this.tags.changeAssignment(
      'unassign',
      query.tagId,
      query.elementType,
      query.elementId,
      backOfficeEditor(request),
    );
  }

  @Get('get-batch-assignment-jobs')
  @ApiOkResponse({ type: [JobDto] })
  async batchJobs(@Query() query: BatchJobsQueryDto): Promise<JobDto[]> {
    return (await this.tags.batchJobs(query.tagId)).map((job) => JobDto.from(job));
  }

  /** Queues the assignment of the tag to every product of a category, or to a list of elements. */
  @Put('do-batch-assignment')
  @ApiOkResponse({ type: JobDto })
  async batchAssign(@Body() body: BatchAssignmentDto, @Req() request: AdminRequest): Promise<JobDto> {
    return JobDto.from(await this.tags.startBatchAssignment(body, backOfficeEditor(request)));
  }
}
