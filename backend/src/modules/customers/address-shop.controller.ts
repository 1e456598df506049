import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { IdParamPipe } from '../../common/http/id-param.pipe';
import { AddressService } from './address.service';
import { AddressDto, AddressListDto } from './dto/address.dto';
import { AddressInputDto } from './dto/address-input.dto';
import { CurrentShopIdentity, CustomerRequired, type ShopIdentity } from './shop-session';

/** The addresses of the customer the shop serves (a salesrep acting for a customer sees the customer's). */
@ApiTags('shop account')
@CustomerRequired()
@Controller('api/shop/account/addresses')
export class AddressShopController {
  constructor(private readonly addresses: AddressService) {}

  @Get()
  @ApiOkResponse({ type: AddressListDto })
  async list(@CurrentShopIdentity() identity: ShopIdentity): Promise<AddressListDto> {
    const { customer, addresses } = await this.addresses.list(identity.customer.id);
    return AddressListDto.from(addresses, customer);
  }

  @Get(':id')
  @ApiOkResponse({ type: AddressDto })
  async get(
    @CurrentShopIdentity() identity: ShopIdentity,
    @Param('id', IdParamPipe) id: number,
  ): Promise<AddressDto> {
    const { customer, address } = await this.addresses.get(identity.customer.id, id);
    return AddressDto.from(address, customer);
  }

  /** The first address of a type becomes the pre-selected address of that type. */
  @Post()
  @ApiCreatedResponse({ type: AddressDto })
  async create(
    @CurrentShopIdentity() identity: ShopIdentity,
    @Body() input: AddressInputDto,
  ): Promise<AddressDto> {
    const { customer, address } = await this.addresses.create(identity.customer.id, input);
    return AddressDto.from(address, customer);
  }

  @Put(':id')
  @ApiOkResponse({ type: AddressDto })
  async update(
    @CurrentShopIdentity() identity: ShopIdentity,
    @Param('id', IdParamPipe) id: number,
    @Body() input: AddressInputDto,
  ): Promise<AddressDto> {
    const { customer, address } = await this.addresses.update(identity.customer.id, id, input);
    return AddressDto.from(address, customer);
  }

  /** Deleting a pre-selected address pre-selects the oldest remaining address of its type. */
  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse()
  async remove(
    @CurrentShopIdentity() identity: ShopIdentity,
    @Param('id', IdParamPipe) id: number,
  ): Promise<void> {
    await this.addresses.remove(identity.customer.id, id);
  }

  @Put(':id/default-delivery')
  @ApiOkResponse({ type: AddressDto })
  async makeDefaultDelivery(
    @CurrentShopIdentity() identity: ShopIdentity,
    @Param('id', IdParamPipe) id: number,
  ): Promise<AddressDto> {
    const { customer, address } = await this.addresses.makeDefault(identity.customer.id, id, 'delivery');
    return AddressDto.from(address, customer);
  }

  @Put(':id/default-invoice')
  @ApiOkResponse({ type: AddressDto })
  async makeDefaultInvoice(
    @CurrentShopIdentity() identity: ShopIdentity,
    @Param('id', IdParamPipe) id: number,
  ): Promise<AddressDto> {
    const { customer, address } = await this.addresses.makeDefault(identity.customer.id, id, 'invoice');
    return AddressDto.from(address, customer);
  }
}
