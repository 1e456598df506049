import { Body, Controller, Get, HttpCode, Post, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { CartOwner } from '../cart/cart.port';
import { CurrentCartOwner, keepCartCookie } from '../cart/cart-owner';
import { cartDto } from '../cart/cart.mapper';
import { CartDto, CartLocaleQueryDto } from '../cart/dto/cart-shop.dto';
import { SessionService } from '../identity/session.service';
import {
  FireSafetyAnswersDto,
  FireSafetyQueryDto,
  FireSafetyRecommendationDto,
} from './dto/fire-safety-guide.dto';
import { FireSafetyGuideService } from './fire-safety-guide.service';

/** The fire-safety guide (storefront spec §1, §9): a recommended set and adding it to the cart at a discount. */
@ApiTags('shop fire-safety guide')
@Controller('api/shop/fire-safety-guide')
export class FireSafetyGuideShopController {
  constructor(
    private readonly guide: FireSafetyGuideService,
    private readonly sessions: SessionService,
  ) {}

  /** The set for the answers, from the products in stock in the shopper's store, each line with its reasons. */
  @Get('recommendation')
  @ApiOkResponse({ type: FireSafetyRecommendationDto })
  recommendation(
    @CurrentCartOwner() owner: CartOwner,
    @Query() { locale: _locale, ...answers }: FireSafetyQueryDto,
  ): Promise<FireSafetyRecommendationDto> {
    return this.guide.recommend(owner, answers);
  }

  /** Adds the whole recommended set to the cart; the cart gives the set's discount while it holds all of it. */
  @Post('cart')
  @HttpCode(200)
  @ApiOkResponse({ type: CartDto })
  async addSet(
    @CurrentCartOwner() owner: CartOwner,
    @Query() _query: CartLocaleQueryDto,
    @Body() answers: FireSafetyAnswersDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<CartDto> {
    const result = await this.guide.addToCart(owner, answers);
    keepCartCookie(this.sessions, owner, response, result.cartToken);
    return cartDto(result.body);
  }
}
