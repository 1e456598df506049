import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { EntityManager, type FilterQuery } from '@mikro-orm/postgresql';
import { JOB_STATUSES } from '@tradeshop/shared';
import type { Response } from 'express';
import { DomainError } from '../common/errors/domain-error';
import {
  AdminListQueryDto,
  filterValue,
  parseAdminListQuery,
  setContentRange,
} from '../common/http/admin-list-query';
import { JobDto } from './dto/job.dto';
import { Job } from './job.entity';
import { AdminSection } from '../common/security/permission.decorators';

const JOB_SORTS = ['createdAt', 'type', 'status', 'finishedAt'] as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What the back office shows of background work. */
@ApiTags('back-office jobs')
@ApiCookieAuth()
@AdminSection('jobs')
@Controller('api/admin/jobs')
export class JobsAdminController {
  constructor(private readonly em: EntityManager) {}

  @Get()
  @ApiOkResponse({ type: [JobDto] })
  async list(
    @Query() query: AdminListQueryDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<JobDto[]> {
    const request = parseAdminListQuery(query, JOB_SORTS, 'createdAt');
    const where: FilterQuery<Job> = {};
    const status = filterValue.oneOf(request.filter, 'status', JOB_STATUSES);
    if (status) where.status = status;
    const type = filterValue.text(request.filter, 'type');
    if (type) where.type = type;
    const [jobs, total] = await this.em.findAndCount(Job, where, {
      orderBy: { [request.sortField]: request.sortOrder, id: request.sortOrder },
      limit: request.limit,
      offset: request.offset,
    });
    setContentRange(response, 'jobs', request.offset, jobs.length, total);
    return jobs.map((job) => JobDto.from(job));
  }

  @Get(':id')
  @ApiOkResponse({ type: JobDto })
  async get(@Param('id') id: string): Promise<JobDto> {
    const job = UUID.test(id) ? await this.em.findOne(Job, { id }) : null;
    if (!job) throw new DomainError('JOB_NOT_FOUND', `No job has the id '${id}'`);
    return JobDto.from(job);
  }
}
