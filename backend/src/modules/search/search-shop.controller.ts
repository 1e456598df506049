import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CachedRead } from '../../read-cache/cached-read.interceptor';
import { SearchQueryDto, SearchResultDto } from './dto/search-shop.dto';
import { SearchService } from './search.service';

@ApiTags('shop search')
@Controller('api/shop')
export class SearchShopController {
  constructor(private readonly search: SearchService) {}

  /** Live search and the search results page: products and content pages for a term. */
  @Get('search')
  @CachedRead(SearchQueryDto)
  @ApiOkResponse({ type: SearchResultDto })
  @ApiBadRequestResponse({ description: 'The term is shorter than 3 characters, or a parameter is invalid' })
  find(@Query() query: SearchQueryDto): Promise<SearchResultDto> {
    return this.search.search(query);
  }
}
