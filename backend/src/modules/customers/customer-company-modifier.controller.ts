import { Body, Controller, Get, HttpCode, Post, Query, Req, type Type } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { DomainError } from '../../common/errors/domain-error';
import { IdParamPipe } from '../../common/http/id-param.pipe';
import { AdminSection } from '../../common/security/permission.decorators';
import type { AdminRequest } from '../identity/admin-access.guard';
import { envelopeOf } from '../shop-config/admin/resource.dto';
import { CustomerCompanyModifierService, type ModifierEditor } from './customer-company-modifier.service';
import {
  AssignmentCheckDto,
  AssignmentResultDto,
  DispatchExistingAssignmentDto,
  DispatchNewAssignmentDto,
  DuplicateNameCheckDto,
  DuplicateNameQueryDto,
  EntityDetailsDto,
  EntityDetailsQueryDto,
  ValidateAssignmentDto,
} from './dto/customer-company-modifier.dto';

const digits = new IdParamPipe();

/** An id in the query: absent is undefined, anything but digits names nothing (404). */
function queryId(value: string | undefined): number | undefined {
  return value === undefined || value === '' ? undefined : digits.transform(value);
}

function editorOf(request: AdminRequest): ModifierEditor {
  // The access guard has put the user there: no route of these controllers is reachable without one.
  return { adminUserId: request.adminUser!.id, ip: request.ip ?? '' };
}

function assignmentTarget(body: ValidateAssignmentDto) {
  const hasCompany = body.companyId !== undefined;
  const hasNewCompany = body.newCompany !== undefined;
  if (hasCompany === hasNewCompany) {
    throw new DomainError(
      'VALIDATION_FAILED',
      'Give either companyId (move to an existing company) or newCompany (create one), not both or neither',
      [{ field: 'companyId', reason: 'either companyId or newCompany' }],
    );
  }
  return hasCompany
    ? { companyId: body.companyId! }
    : { newCompany: body.newCompany!, allowDuplicateName: body.allowDuplicateName ?? false };
}

/**
 * The two doors of the customer-company modifier, both calling the one service: the spec's at
 * `/admin/customer-company-modifier/…` answering `{ success: true, data }`, and react-admin's at
 * `/api/admin/customer-company-modifier/…` answering the data itself. Reading needs `customers.read`, the
 * rest `customers.write`.
 */
function modifierController(path: string, name: string, envelope: boolean): Type {
  const answer = <T>(data: T) => (envelope ? { success: true as const, data } : data);
  const typeOf = (dto: Type) => (envelope ? envelopeOf(dto, false) : dto);

  @ApiTags('back-office customers')
  @ApiCookieAuth()
  @AdminSection('customers')
  @Controller(path)
  class ModifierController {
    constructor(readonly modifier: CustomerCompanyModifierService) {}

    @Get('entity-details')
    @ApiOperation({
      description: 'A customer (with their company) or a company, with its members and what they hold',
    })
    @ApiOkResponse({ type: typeOf(EntityDetailsDto) })
    async entityDetails(@Query() query: EntityDetailsQueryDto) {
      const customerId = queryId(query.customerId);
      const companyId = queryId(query.companyId);
      if (customerId === undefined && companyId === undefined) {
        throw new DomainError('VALIDATION_FAILED', 'Give customerId or companyId', [
          { field: 'customerId', reason: 'required' },
        ]);
      }
      return answer(await this.modifier.entityDetails({ customerId, companyId }));
    }

    @Get('duplicate-name-check')
    @ApiOperation({
      description:
        'Companies whose name equals the given one when case, spacing, punctuation and legal forms (Oy, AB, AS, ApS, …) are ignored',
    })
    @ApiOkResponse({ type: typeOf(DuplicateNameCheckDto) })
    async duplicateNameCheck(@Query() query: DuplicateNameQueryDto) {
      const name = query.name?.trim() ?? '';
      if (!name) {
        throw new DomainError('VALIDATION_FAILED', 'name is required', [
          { field: 'name', reason: 'required' },
        ]);
      }
      if (name.length > 200) {
        throw new DomainError('VALIDATION_FAILED', 'name must be at most 200 characters', [
          { field: 'name', reason: 'too long' },
        ]);
      }
      return answer(await this.modifier.duplicateNameCheck(name, queryId(query.excludeId)));
    }

    @Post('validate-assignment')
    @HttpCode(200)
    @ApiOperation({ description: 'What moving the customer would do and what blocks it; changes nothing' })
    @ApiOkResponse({ type: typeOf(AssignmentCheckDto) })
    async validateAssignment(@Body() body: ValidateAssignmentDto) {
      return answer(await this.modifier.validateAssignment(body.customerId, assignmentTarget(body)));
    }

    @Post('dispatch-existing-assignment')
    @HttpCode(200)
    @ApiOperation({ description: 'Moves the customer to another company; 409 with the reasons when blocked' })
    @ApiOkResponse({ type: typeOf(AssignmentResultDto) })
    async dispatchExistingAssignment(
      @Body() body: DispatchExistingAssignmentDto,
      @Req() request: AdminRequest,
    ) {
      return answer(
        await this.modifier.dispatchExisting(
          body.customerId,
          body.companyId,
          body.resolution ?? 'keep-addresses',
          editorOf(request),
        ),
      );
    }

    @Post('dispatch-new-assignment')
    @HttpCode(200)
    @ApiOperation({
      description:
        'Creates a company for the customer and moves them into it; a duplicate name needs allowDuplicateName',
    })
    @ApiOkResponse({ type: typeOf(AssignmentResultDto) })
    async dispatchNewAssignment(@Body() body: DispatchNewAssignmentDto, @Req() request: AdminRequest) {
      return answer(
        await this.modifier.dispatchNew(
          body.customerId,
          body.company,
          body.allowDuplicateName ?? false,
          body.resolution ?? 'keep-addresses',
          editorOf(request),
        ),
      );
    }
  }
  Object.defineProperty(ModifierController, 'name', { value: name });
  return ModifierController;
}

export const CustomerCompanyModifierController = modifierController(
  'admin/customer-company-modifier',
  'CustomerCompanyModifierController',
  true,
);

export const CustomerCompanyModifierRestController = modifierController(
  'api/admin/customer-company-modifier',
  'CustomerCompanyModifierRestController',
  false,
);
