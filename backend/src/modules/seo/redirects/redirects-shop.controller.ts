import { Controller, Get, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiProperty, ApiTags } from '@nestjs/swagger';
import { IsString, Matches, MaxLength } from 'class-validator';
import { DomainError } from '../../../common/errors/domain-error';
import { RedirectsService } from './redirects.service';

export class RedirectQueryDto {
  @ApiProperty({ description: 'The path that found no page, with its locale: /en/c/batteries' })
  @IsString()
  @MaxLength(2000)
  @Matches(/^\//, { message: 'path must start with /' })
  path!: string;
}

export class RedirectAnswerDto {
  @ApiProperty({ description: 'Where the page now is' }) target!: string;
  @ApiProperty({ description: '301 (moved permanently)' }) statusCode!: number;
}

/** The storefront asks here before it answers 404: has the address moved? */
@ApiTags('shop seo')
@Controller('api/shop/redirects')
export class RedirectsShopController {
  constructor(private readonly redirects: RedirectsService) {}

  @Get()
  @ApiOkResponse({ type: RedirectAnswerDto })
  @ApiNotFoundResponse({ description: 'The address leads nowhere' })
  async resolve(@Query() query: RedirectQueryDto): Promise<RedirectAnswerDto> {
    const found = await this.redirects.resolve(query.path);
    if (!found) throw new DomainError('NOT_FOUND', `No redirect leaves from ${query.path}`);
    return found;
  }
}
