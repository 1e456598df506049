import { Controller, HttpCode, Post } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { JobDto } from '../../jobs/dto/job.dto';
import { CatalogueIndexationService } from '../catalogue/catalogue-indexation.service';
import { SearchService } from './search.service';
import { AdminSection } from '../../common/security/permission.decorators';

@ApiTags('back-office search')
@ApiCookieAuth()
@AdminSection('search')
@Controller('api/admin/search')
export class SearchAdminController {
  constructor(
    private readonly search: SearchService,
    private readonly catalogue: CatalogueIndexationService,
  ) {}

  /** Rebuilds the whole search index in the background. */
  @Post('rebuild')
  @HttpCode(202)
  @ApiOkResponse({ type: JobDto })
  async rebuild(): Promise<JobDto> {
    return JobDto.from(await this.search.rebuildIndex());
  }

  /** Recounts the categories' products and the listing's facet combinations in the background. */
  @Post('recount-facets')
  @HttpCode(202)
  @ApiOkResponse({ type: JobDto })
  async recountFacets(): Promise<JobDto> {
    return JobDto.from(await this.catalogue.recount());
  }
}
