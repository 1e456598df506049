import { Controller, HttpCode, Post } from '@nestjs/common';
import { ApiAcceptedResponse, ApiCookieAuth, ApiTags } from '@nestjs/swagger';
import { AdminSection } from '../../common/security/permission.decorators';
import { JobDto } from '../../jobs/dto/job.dto';
import { CatalogueIndexationService } from '../catalogue/catalogue-indexation.service';
import { SearchService } from './search.service';

/**
 * The indexing routes of back-office spec §7 "Imports and indexing": each starts a job and answers at once
 * with it (section `search`, docs/decisions/2026-11-29-indexation-jobs.md). React-admin uses the same calls
 * under /api/admin/search.
 */
@ApiTags('back-office search')
@ApiCookieAuth()
@AdminSection('search')
@Controller('admin')
export class IndexationSpecController {
  constructor(
    private readonly search: SearchService,
    private readonly catalogue: CatalogueIndexationService,
  ) {}

  /** Rebuilds the search index in a shadow table and swaps it in; the shop answers from the old one meanwhile. */
  @Post('run-elasticsearch-indexation')
  @HttpCode(202)
  @ApiAcceptedResponse({ type: JobDto })
  async runSearchIndexation(): Promise<JobDto> {
    return JobDto.from(await this.search.rebuildIndex());
  }

  /** Recounts the categories' products and the listing's facet combinations. */
  @Post('run-coreshop-indexation')
  @HttpCode(202)
  @ApiAcceptedResponse({ type: JobDto })
  async runCatalogueIndexation(): Promise<JobDto> {
    return JobDto.from(await this.catalogue.recount());
  }
}
