import { Controller, Get, Param, Query, Res, StreamableFile } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CachedRead } from '../../read-cache/cached-read.interceptor';
import {
  categoryTag,
  ONLY_WHOLE_CHANGES,
  productPageTag,
  productsShownIn,
} from '../../read-cache/read-cache-tags';
import { CatalogueService } from './catalogue.service';
import {
  CategoryDetailDto,
  CategoryListingDto,
  CategoryNodeDto,
  ProductDetailDto,
} from './dto/catalogue-shop.dto';
import { CategoryListingQueryDto, LocaleQueryDto } from './dto/shop-query.dto';

@ApiTags('shop catalogue')
@Controller('api/shop')
export class CatalogueShopController {
  constructor(private readonly catalogue: CatalogueService) {}

  @Get('categories')
  @CachedRead(LocaleQueryDto, ONLY_WHOLE_CHANGES)
  @ApiOkResponse({ type: [CategoryNodeDto] })
  categories(@Query() query: LocaleQueryDto): Promise<CategoryNodeDto[]> {
    return this.catalogue.categoryTree(query.locale);
  }

  @Get('categories/:slug')
  @CachedRead(LocaleQueryDto, ONLY_WHOLE_CHANGES)
  @ApiOkResponse({ type: CategoryDetailDto })
  category(@Param('slug') slug: string, @Query() query: LocaleQueryDto): Promise<CategoryDetailDto> {
    return this.catalogue.categoryBySlug(slug, query.locale);
  }

  @Get('categories/:slug/products')
  // its facet counts change with any product of the category (and its subcategories)
  @CachedRead(CategoryListingQueryDto, (listing: CategoryListingDto) => [
    categoryTag(listing.categoryId),
    ...productsShownIn(listing),
  ])
  @ApiOkResponse({ type: CategoryListingDto })
  categoryProducts(
    @Param('slug') slug: string,
    @Query() query: CategoryListingQueryDto,
  ): Promise<CategoryListingDto> {
    return this.catalogue.categoryProducts(slug, query);
  }

  @Get('products/:slug')
  // what only its own page shows (the stock quantity) changes with its own page tag
  @CachedRead(LocaleQueryDto, (product: ProductDetailDto) => [
    productPageTag(product.id),
    ...productsShownIn(product),
  ])
  @ApiOkResponse({ type: ProductDetailDto })
  product(@Param('slug') slug: string, @Query() query: LocaleQueryDto): Promise<ProductDetailDto> {
    return this.catalogue.productBySlug(slug, query.locale, query.store);
  }

  /** The product data sheet in the shopper's language, with the prices its page shows. */
  @Get('products/:slug/datasheet.pdf')
  @ApiProduces('application/pdf')
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' } })
  @ApiNotFoundResponse({ description: 'product_not_found' })
  async datasheet(
    @Param('slug') slug: string,
    @Query() query: LocaleQueryDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    const file = await this.catalogue.productDatasheet(slug, query.locale, query.store);
    response.set({
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${file.fileName}"`,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'public, max-age=300',
    });
    return new StreamableFile(file.content);
  }
}
