import { Body, Controller, Delete, Get, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import { ApiCookieAuth, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { AdminListQueryDto, parseAdminListQuery, setContentRange } from '../../common/http/admin-list-query';
import { IdParamPipe } from '../../common/http/id-param.pipe';
import { AdminSection } from '../../common/security/permission.decorators';
import { JobDto } from '../../jobs/dto/job.dto';
import { type AdminRequest, backOfficeEditor } from '../identity/admin-access.guard';
import {
  BatchAssignmentInputDto,
  BatchJobsQueryDto,
  CreateTagDto,
  TagDeletedDto,
  TagDto,
  TagElementQueryDto,
  UpdateTagDto,
} from './dto/tag.dto';
import { TAG_SORTS, TagsService } from './tags.service';

/** Tags for react-admin's simple REST data provider; the same service as the spec's /admin/tags paths. */
@ApiTags('back-office tags')
@ApiCookieAuth()
@AdminSection('tags')
@Controller('api/admin/tags')
export class TagsAdminController {
  constructor(private readonly tags: TagsService) {}

  /** Filters: parentId (a tag id, or null / `root`), q (part of the name), id (a list). */
  @Get()
  @ApiOkResponse({ type: [TagDto] })
  async list(
    @Query() query: AdminListQueryDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<TagDto[]> {
    const request = parseAdminListQuery(query, TAG_SORTS, 'fullName');
    const { rows, total } = await this.tags.list(request);
    setContentRange(response, 'tags', request.offset, rows.length, total);
    return rows;
  }

  /** The tags of a product, category or asset (`?elementType=product&elementId=12`). */
  @Get('of-element')
  @ApiOkResponse({ type: [TagDto] })
  ofElement(@Query() query: TagElementQueryDto): Promise<TagDto[]> {
    return this.tags.forElement(query.elementType, query.elementId);
  }

  @Get('batch-assignment-jobs')
  @ApiOkResponse({ type: [JobDto] })
  async batchJobs(@Query() query: BatchJobsQueryDto): Promise<JobDto[]> {
    return (await this.tags.batchJobs(query.tagId)).map((job) => JobDto.from(job));
  }

  @Get(':id')
  @ApiOkResponse({ type: TagDto })
  get(@Param('id', IdParamPipe) id: number): Promise<TagDto> {
    return this.tags.get(id);
  }

  @Post()
  @ApiCreatedResponse({ type: TagDto })
  create(@Body() body: CreateTagDto, @Req() request: AdminRequest): Promise<TagDto> {
    return this.tags.create(body, backOfficeEditor(request));
  }

  @Put(':id')
  @ApiOkResponse({ type: TagDto })
  update(
    @Param('id', IdParamPipe) id: number,
    @Body() body: UpdateTagDto,
    @Req() request: AdminRequest,
  ): Promise<TagDto> {
    return this.tags.update(id, body, backOfficeEditor(request));
  }

  /** Deletes the tag with the tags below it and all their assignments. */
  @Delete(':id')
  @ApiOkResponse({ type: TagDeletedDto })
  delete(@Param('id', IdParamPipe) id: number, @Req() request: AdminRequest): Promise<TagDeletedDto> {
    return this.tags.delete(id, backOfficeEditor(request));
  }

  /** Puts the tag on the element; answers the element's tags. */
  @Put(':id/elements')
  @ApiOkResponse({ type: [TagDto] })
  assign(
    @Param('id', IdParamPipe) id: number,
    @Query() query: TagElementQueryDto,
    @Req() request: AdminRequest,
  ): Promise<TagDto[]> {
    return this.tags.changeAssignment(
      'assign',
      id,
      query.elementType,
      query.elementId,
      backOfficeEditor(request),
    );
  }

  /** Takes the tag off the element; answers the element's tags. */
  @Delete(':id/elements')
  @ApiOkResponse({ type: [TagDto] })
  unassign(
    @Param('id', IdParamPipe) id: number,
    @Query() query: TagElementQueryDto,
    @Req() request: AdminRequest,
  ): Promise<TagDto[]> {
    return this.tags.changeAssignment(
      'unassign',
      id,
      query.elementType,
      query.elementId,
      backOfficeEditor(request),
    );
  }

  /** Queues the assignment of the tag to every product of a category, or to a list of elements. */
  @Post(':id/batch-assignments')
  @ApiCreatedResponse({ type: JobDto })
  async batchAssign(
    @Param('id', IdParamPipe) id: number,
    @Body() body: BatchAssignmentInputDto,
    @Req() request: AdminRequest,
  ): Promise<JobDto> {
    return JobDto.from(
      await this.tags.startBatchAssignment({ ...body, tagId: id }, backOfficeEditor(request)),
    );
  }
}
