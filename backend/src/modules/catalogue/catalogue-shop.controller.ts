import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
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
  @ApiOkResponse({ type: [CategoryNodeDto] })
  categories(@Query() query: LocaleQueryDto): Promise<CategoryNodeDto[]> {
    return this.catalogue.categoryTree(query.locale);
  }

  @Get('categories/:slug')
  @ApiOkResponse({ type: CategoryDetailDto })
  category(@Param('slug') slug: string, @Query() query: LocaleQueryDto): Promise<CategoryDetailDto> {
    return this.catalogue.categoryBySlug(slug, query.locale);
  }

  @Get('categories/:slug/products')
  @ApiOkResponse({ type: CategoryListingDto })
  categoryProducts(
    @Param('slug') slug: string,
    @Query() query: CategoryListingQueryDto,
  ): Promise<CategoryListingDto> {
    return this.catalogue.categoryProducts(slug, query);
  }

  @Get('products/:slug')
  @ApiOkResponse({ type: ProductDetailDto })
  product(@Param('slug') slug: string, @Query() query: LocaleQueryDto): Promise<ProductDetailDto> {
    return this.catalogue.productBySlug(slug, query.locale, query.store);
  }
}
