import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { CachedRead } from '../../read-cache/cached-read.interceptor';
import { ANY_CHANGE, productsShownIn } from '../../read-cache/read-cache-tags';
import { CurrentShopIdentity, CustomerRequired, type ShopIdentity } from '../customers/shop-session';
import {
  OwnPartNumberMatchesDto,
  OwnPartNumberQueryDto,
  SearchQueryDto,
  SearchResultDto,
} from './dto/search-shop.dto';
import { SearchService } from './search.service';

@ApiTags('shop search')
@Controller('api/shop')
export class SearchShopController {
  constructor(private readonly search: SearchService) {}

  /** Live search and the search results page: products and content pages for a term. */
  @Get('search')
  // A price change may reorder a search sorted by price whether or not it shows the product; other sorts
  // and the category counts change only with what the search index holds (whose writes empty the cache).
  @CachedRead(SearchQueryDto, (found: SearchResultDto) =>
    found.sort === 'relevance' || found.sort === 'name' ? productsShownIn(found) : [ANY_CHANGE],
  )
  @ApiOkResponse({ type: SearchResultDto })
  @ApiBadRequestResponse({ description: 'The term is shorter than 3 characters, or a parameter is invalid' })
  find(@Query() query: SearchQueryDto): Promise<SearchResultDto> {
    return this.search.search(query);
  }

  /** A logged-in buyer's own part number (their company's numbering of our products), for their eyes only. */
  @Get('search/own-part-numbers')
  @CustomerRequired()
  @ApiOkResponse({ type: OwnPartNumberMatchesDto })
  @ApiUnauthorizedResponse({ description: 'Not logged in' })
  ownPartNumbers(
    @CurrentShopIdentity() identity: ShopIdentity,
    @Query() query: OwnPartNumberQueryDto,
  ): Promise<OwnPartNumberMatchesDto> {
    return this.search.ownPartNumbers(identity.customer.company?.id ?? null, query);
  }
}
