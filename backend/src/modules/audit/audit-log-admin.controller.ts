import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { DomainError } from '../../common/errors/domain-error';
import { AdminListQueryDto, parseAdminListQuery, setContentRange } from '../../common/http/admin-list-query';
import { IdParamPipe } from '../../common/http/id-param.pipe';
import { AdminSection } from '../../common/security/permission.decorators';
import { AUDIT_LOG_SORTS, AuditService } from './audit.service';
import { AuditEntryDto } from './dto/audit-entry.dto';

/** The audit log, read-only: who did what, when, from where, and on whose behalf. Part of the users section. */
@ApiTags('back-office audit log')
@ApiCookieAuth()
@AdminSection('users')
@Controller('api/admin/audit-log')
export class AuditLogAdminController {
  constructor(private readonly audit: AuditService) {}

  /** Filters: action, actorType, actorId, subjectType, subjectId, onBehalfOfCustomerId, id (a list). */
  @Get()
  @ApiOkResponse({ type: [AuditEntryDto] })
  async list(
    @Query() query: AdminListQueryDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AuditEntryDto[]> {
    const request = parseAdminListQuery(query, AUDIT_LOG_SORTS, 'occurredAt');
    const { entries, total } = await this.audit.list(request);
    setContentRange(response, 'audit-log', request.offset, entries.length, total);
    return entries.map((entry) => AuditEntryDto.from(entry));
  }

  @Get(':id')
  @ApiOkResponse({ type: AuditEntryDto })
  async entry(@Param('id', IdParamPipe) id: number): Promise<AuditEntryDto> {
    const entry = await this.audit.findById(id);
    if (!entry) throw new DomainError('NOT_FOUND', `No audit-log entry has the id ${id}`);
    return AuditEntryDto.from(entry);
  }
}
