import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { LocaleQueryDto } from '../catalogue/dto/shop-query.dto';
import { ContentService } from './content.service';
import { ContentPageDto, ContentPageLinkDto } from './dto/content-shop.dto';

@ApiTags('shop content')
@Controller('api/shop/pages')
export class ContentShopController {
  constructor(private readonly content: ContentService) {}

  /** Every content page in the language, for the footer's link list. */
  @Get()
  @ApiOkResponse({ type: [ContentPageLinkDto] })
  pages(@Query() query: LocaleQueryDto): Promise<ContentPageLinkDto[]> {
    return this.content.pages(query.locale);
  }

  @Get(':slug')
  @ApiOkResponse({ type: ContentPageDto })
  @ApiNotFoundResponse({ description: 'CONTENT_PAGE_NOT_FOUND' })
  page(@Param('slug') slug: string, @Query() query: LocaleQueryDto): Promise<ContentPageDto> {
    return this.content.pageBySlug(slug, query.locale);
  }
}
