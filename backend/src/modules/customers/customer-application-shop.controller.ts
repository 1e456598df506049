import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiTags } from '@nestjs/swagger';
import { CustomerApplicationService } from './customer-application.service';
import { ApplicationInputDto } from './dto/application-input.dto';
import { ApplicationReceiptDto } from './dto/application.dto';
import { ClientIp } from './shop-session';

@ApiTags('shop applications')
@Controller('api/shop/applications')
export class CustomerApplicationShopController {
  constructor(private readonly applications: CustomerApplicationService) {}

  /** A visitor applies for a customer account (storefront /shop/apply). Limited per address against spam. */
  @Post()
  @HttpCode(201)
  @ApiCreatedResponse({ type: ApplicationReceiptDto })
  async apply(@Body() input: ApplicationInputDto, @ClientIp() ip: string): Promise<ApplicationReceiptDto> {
    await this.applications.submit(input, ip);
    return { received: true };
  }
}
