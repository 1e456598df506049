import { Body, Controller, Get, HttpCode, Post, Req, StreamableFile, type Type } from '@nestjs/common';
import {
  ApiBody,
  ApiCookieAuth,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiProperty,
  ApiPropertyOptional,
  ApiTags,
} from '@nestjs/swagger';
import type { Permission } from '@tradeshop/shared';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsInt,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  Min,
} from 'class-validator';
import { AdminSection, RequirePermission } from '../../../common/security/permission.decorators';
import type { AdminRequest } from '../../identity/admin-access.guard';
import {
  MAX_EXPORTED_ORDERS,
  OrderGridService,
  type OrderGridActionInfo,
  type OrderGridFilter,
} from '../grid/order-grid.service';
import { adminActor } from './admin-actor';

export class ApplyGridActionDto {
  @ApiProperty({ example: 'mark_ready', description: 'One of the names grid/actions lists' })
  @IsString({ message: 'action must be text' })
  @IsNotEmpty({ message: 'action is required' })
  action!: string;

  @ApiPropertyOptional({ type: [Number], description: 'The chosen orders' })
  @IsOptional()
  @IsArray({ message: 'ids must be a list of order ids' })
  @ArrayMinSize(1, { message: 'ids must list at least one order id' })
  @ArrayMaxSize(MAX_EXPORTED_ORDERS, { message: `ids may list at most ${MAX_EXPORTED_ORDERS} orders` })
  @IsInt({ each: true, message: 'ids must be order ids (whole numbers)' })
  @Min(1, { each: true, message: 'ids must be order ids (whole numbers)' })
  ids?: number[];

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: true,
    description: 'Exports only, instead of ids: every order this list filter finds',
  })
  @IsOptional()
  @IsObject({ message: 'filter must be an object' })
  filter?: Record<string, unknown>;
}

class GridFilterOptionDto {
  @ApiProperty({ oneOf: [{ type: 'string' }, { type: 'integer' }] }) value!: string | number;
  @ApiProperty() label!: string;
}

class GridFilterDto {
  @ApiProperty() name!: string;
  @ApiProperty({ enum: ['text', 'id', 'states', 'store', 'date', 'amount'] }) type!: OrderGridFilter['type'];
  @ApiProperty() multiple!: boolean;
  @ApiPropertyOptional({ type: [GridFilterOptionDto] }) options?: GridFilterOptionDto[];
}

class GridFiltersDto {
  @ApiProperty({ type: [GridFilterDto] }) filters!: GridFilterDto[];
  @ApiProperty({ type: [String] }) sorts!: string[];
}

class GridFiltersEnvelopeDto {
  @ApiProperty({ example: true }) success!: true;
  @ApiProperty({ type: GridFiltersDto }) data!: GridFiltersDto;
}

class GridActionDto {
  @ApiProperty() name!: string;
  @ApiProperty({ enum: ['change', 'export'] }) kind!: OrderGridActionInfo['kind'];
  @ApiProperty({ type: 'string', example: 'orders.write' }) permission!: Permission;
  @ApiProperty({ description: 'Whether the caller may apply it' }) allowed!: boolean;
}

class GridActionsEnvelopeDto {
  @ApiProperty({ example: true }) success!: true;
  @ApiProperty({ type: [GridActionDto] }) data!: GridActionDto[];
}

class GridActionResultDto {
  @ApiProperty({ type: 'integer' }) orderId!: number;
  @ApiProperty() ok!: boolean;
  @ApiPropertyOptional({ description: 'Why the order was refused' }) message?: string;
}

class GridApplyEnvelopeDto {
  @ApiProperty({ example: true }) success!: true;
  @ApiProperty({ type: [GridActionResultDto] }) data!: GridActionResultDto[];
}

const APPLY_DESCRIPTION =
  'Applies one action to the chosen orders. Needs the permission the action names (exports orders.read, ' +
  'changes orders.write), else 403 and nothing changes. A change answers each order ok or refused with the ' +
  'reason; an export answers the file (CSV in the language of the user, or XLSX).';

/**
 * The grid's controller at `path`; the spec door and the REST door are two of them, so they cannot differ. Made in
 * a function (not a base class) so every handler is the controller's own, as the route table and the
 * authorization matrix read them.
 */
function gridController(path: string, name: string): Type {
  @ApiTags('back-office orders')
  @ApiCookieAuth()
  @AdminSection('orders')
  @Controller(path)
  class GridController {
    constructor(readonly grid: OrderGridService) {}

    @Get('filters')
    @ApiOkResponse({ type: GridFiltersEnvelopeDto })
    async filters(): Promise<GridFiltersEnvelopeDto> {
      const data = await this.grid.filters();
      return { success: true, data: { filters: data.filters, sorts: [...data.sorts] } };
    }

    @Get('actions')
    @ApiOkResponse({ type: GridActionsEnvelopeDto })
    actions(@Req() request: AdminRequest): GridActionsEnvelopeDto {
      return { success: true, data: this.grid.actions(request.adminUser!) };
    }

    @Post('apply-action')
    @HttpCode(200)
    // Exports only read; each action's own permission is checked by the service before anything happens.
    @RequirePermission('orders.read')
    @ApiOperation({ description: APPLY_DESCRIPTION })
    @ApiBody({ type: ApplyGridActionDto })
    @ApiProduces(
      'application/json',
      'text/csv',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    )
    @ApiOkResponse({ type: GridApplyEnvelopeDto })
    async applyAction(
      @Req() request: AdminRequest,
      @Body() body: ApplyGridActionDto,
    ): Promise<GridApplyEnvelopeDto | StreamableFile> {
      const outcome = await this.grid.apply(request.adminUser!, adminActor(request), body);
      if (outcome.kind === 'results') return { success: true, data: outcome.results };
      return new StreamableFile(outcome.stream, {
        type: outcome.contentType,
        disposition: `attachment; filename="${outcome.fileName}"`,
      });
    }
  }
  Object.defineProperty(GridController, 'name', { value: name });
  return GridController;
}

/** Spec §7 "Grid": `/admin/coreshop/orders/grid/{filters,actions,apply-action}`. */
export const OrderGridSpecController = gridController(
  'admin/coreshop/orders/grid',
  'OrderGridSpecController',
);

/** The same for react-admin: `/api/admin/orders/grid/...`. */
export const OrderGridRestController = gridController('api/admin/orders/grid', 'OrderGridRestController');
