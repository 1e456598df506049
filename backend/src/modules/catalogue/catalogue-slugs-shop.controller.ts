import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiProperty, ApiTags } from '@nestjs/swagger';
import { CachedRead } from '../../read-cache/cached-read.interceptor';
import { ONLY_WHOLE_CHANGES } from '../../read-cache/read-cache-tags';
import { CatalogueSlugsService } from './catalogue-slugs.service';
import { LocaleQueryDto } from './dto/shop-query.dto';

export class LocalisedSlugAnswerDto {
  @ApiProperty({
    description: "The slug in the asked language, for a permanent redirect to the page's address",
  })
  slug!: string;
}

/** Where an address with a slug of another language should lead (the storefront redirects there, 301). */
@ApiTags('shop catalogue')
@Controller('api/shop/slugs')
export class CatalogueSlugsShopController {
  constructor(private readonly slugs: CatalogueSlugsService) {}

  @Get('products/:slug')
  @CachedRead(LocaleQueryDto, ONLY_WHOLE_CHANGES)
  @ApiOkResponse({ type: LocalisedSlugAnswerDto })
  @ApiNotFoundResponse({ description: 'No active product has this slug in any language' })
  product(@Param('slug') slug: string, @Query() query: LocaleQueryDto): Promise<LocalisedSlugAnswerDto> {
    return this.slugs.productSlug(slug, query.locale);
  }

  @Get('categories/:slug')
  @CachedRead(LocaleQueryDto, ONLY_WHOLE_CHANGES)
  @ApiOkResponse({ type: LocalisedSlugAnswerDto })
  @ApiNotFoundResponse({ description: 'No category has this slug in any language' })
  category(@Param('slug') slug: string, @Query() query: LocaleQueryDto): Promise<LocalisedSlugAnswerDto> {
    return this.slugs.categorySlug(slug, query.locale);
  }
}
