import { Controller, HttpCode, Post } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { JobDto } from '../../jobs/dto/job.dto';
import { SearchService } from './search.service';
import { AdminSection } from '../../common/security/permission.decorators';

@ApiTags('back-office search')
@ApiCookieAuth()
@AdminSection('search')
@Controller('api/admin/search')
export class SearchAdminController {
  constructor(private readonly search: SearchService) {}

  /** Rebuilds the whole search index in the background. */
  @Post('rebuild')
  @HttpCode(202)
  @ApiOkResponse({ type: JobDto })
  async rebuild(): Promise<JobDto> {
    return JobDto.from(await this.search.rebuildIndex());
  }
}
