import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ClientIp } from '../customers/shop-session';
import {
  NewsletterConfirmInputDto,
  NewsletterSubscribeInputDto,
  NewsletterSubscriptionDto,
} from './dto/newsletter.dto';
import { NewsletterService } from './newsletter.service';

@ApiTags('shop newsletter')
@Controller('api/shop/newsletter')
export class NewsletterShopController {
  constructor(private readonly newsletter: NewsletterService) {}

  /** Subscribes with double opt-in: mails a confirmation link; nothing counts until it is opened. */
  @Post('subscriptions')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'The confirmation mail is on its way' })
  async subscribe(@Body() input: NewsletterSubscribeInputDto, @ClientIp() ip: string): Promise<void> {
    await this.newsletter.subscribe(input.email, input.locale, ip);
  }

  /** The link of the confirmation mail. */
  @Post('confirmations')
  @HttpCode(200)
  @ApiOkResponse({ type: NewsletterSubscriptionDto })
  @ApiBadRequestResponse({ description: 'TOKEN_INVALID: the newsletter confirmation error' })
  async confirm(@Body() input: NewsletterConfirmInputDto): Promise<NewsletterSubscriptionDto> {
    const subscription = await this.newsletter.confirm(input.token);
    return { status: subscription.status };
  }
}
