import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  IsBoolean,
  IsEmail,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';

export const COMPANY_NAME_MAX_LENGTH = 200;
export const ORGANIZATION_NUMBER_MAX_LENGTH = 40;
const MAX_DATABASE_ID = 2_147_483_647;

/** What happens to the postal "company" line of the customer's addresses that print the old company's name. */
export const ADDRESS_RESOLUTIONS = ['keep-addresses', 'rename-addresses'] as const;
export type AddressResolution = (typeof ADDRESS_RESOLUTIONS)[number];

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const trimToNull = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim() || null : value;

function IdField(name: string, what: string, optional = false): PropertyDecorator {
  const message = `${name} must be the id of ${what} (a positive whole number)`;
  return applyDecorators(
    optional
      ? ApiPropertyOptional({ type: 'integer', minimum: 1 })
      : ApiProperty({ type: 'integer', minimum: 1 }),
    ...(optional ? [IsOptional()] : []),
    IsInt({ message }),
    Min(1, { message }),
    Max(MAX_DATABASE_ID, { message }),
  );
}

function RequiredTextField(name: string, max: number, example: string): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ maxLength: max, example }),
    Transform(trim),
    IsString({ message: `${name} must be text` }),
    IsNotEmpty({ message: `${name} is required` }),
    MaxLength(max, { message: `${name} must be at most ${max} characters` }),
  );
}

function OptionalTextField(name: string, max: number): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ type: String, nullable: true, maxLength: max }),
    Transform(trimToNull),
    IsOptional(),
    IsString({ message: `${name} must be text` }),
    MaxLength(max, { message: `${name} must be at most ${max} characters` }),
  );
}

function ResolutionField(): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({
      enum: ADDRESS_RESOLUTIONS,
      default: 'keep-addresses',
      description:
        "rename-addresses: the customer's addresses whose company line names the old company get the new name",
    }),
    IsOptional(),
    IsIn(ADDRESS_RESOLUTIONS, { message: `resolution must be one of ${ADDRESS_RESOLUTIONS.join(', ')}` }),
  );
}

function AllowDuplicateNameField(): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({
      default: false,
      description: 'The editor has seen the companies of the same name and creates this one all the same',
    }),
    IsOptional(),
    IsBoolean({ message: 'allowDuplicateName must be true or false' }),
  );
}

/** `?customerId=` or `?companyId=`: digits only; checked by the controller, so a bad id answers 404. */
export class EntityDetailsQueryDto {
  @ApiPropertyOptional({ type: String, pattern: '^\\d+$' })
  @IsOptional()
  @IsString()
  customerId?: string;

  @ApiPropertyOptional({ type: String, pattern: '^\\d+$' })
  @IsOptional()
  @IsString()
  companyId?: string;
}

export class DuplicateNameQueryDto {
  @ApiProperty({ example: 'Sähkö-Nieminen Oy' })
  @IsOptional()
  @IsString()
  name?: string;

  @ApiPropertyOptional({ type: String, pattern: '^\\d+$', description: 'The company being edited' })
  @IsOptional()
  @IsString()
  excludeId?: string;
}

/** The company to create for the customer. */
export class NewCompanyDto {
  @RequiredTextField('The company name', COMPANY_NAME_MAX_LENGTH, 'Sähkö-Nieminen Oy')
  name!: string;

  @RequiredTextField('The organization number', ORGANIZATION_NUMBER_MAX_LENGTH, '2345678-9')
  organizationNumber!: string;

  @ApiPropertyOptional({ type: 'integer', description: "Left out: the store of the customer's company" })
  @IsOptional()
  @IsInt({ message: 'storeId must be the id of a store (a positive whole number)' })
  @Min(1, { message: 'storeId must be the id of a store (a positive whole number)' })
  storeId?: number;

  @ApiPropertyOptional({ type: String, nullable: true })
  @Transform(trimToNull)
  @IsOptional()
  @IsEmail({}, { message: 'The e-mail address is not valid' })
  @MaxLength(254, { message: 'The e-mail address must be at most 254 characters' })
  email?: string | null;

  @OptionalTextField('The phone number', 40)
  phone?: string | null;

  @OptionalTextField('The VAT number', 40)
  vatNumber?: string | null;
}

export class ValidateAssignmentDto {
  @IdField('customerId', 'a customer')
  customerId!: number;

  @IdField('companyId', 'a customer company', true)
  companyId?: number;

  @ApiPropertyOptional({ type: NewCompanyDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => NewCompanyDto)
  newCompany?: NewCompanyDto;

  @AllowDuplicateNameField()
  allowDuplicateName?: boolean;
}

export class DispatchExistingAssignmentDto {
  @IdField('customerId', 'a customer')
  customerId!: number;

  @IdField('companyId', 'a customer company')
  companyId!: number;

  @ResolutionField()
  resolution?: AddressResolution;
}

export class DispatchNewAssignmentDto {
  @IdField('customerId', 'a customer')
  customerId!: number;

  @ApiProperty({ type: NewCompanyDto })
  @ValidateNested()
  @Type(() => NewCompanyDto)
  @IsNotEmpty({ message: 'company is required: at least its name and organization number' })
  company!: NewCompanyDto;

  @AllowDuplicateNameField()
  allowDuplicateName?: boolean;

  @ResolutionField()
  resolution?: AddressResolution;
}

export class RecordCountDto {
  @ApiProperty({ example: 'orders' }) owner!: string;
  @ApiProperty({ example: 'orders' }) noun!: string;
  @ApiProperty() count!: number;
}

export class ModifierCompanyDto {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
  @ApiProperty() organizationNumber!: string;
  @ApiProperty({ type: String, nullable: true }) erpCustomerNumber!: string | null;
  @ApiProperty() storeId!: number;
  @ApiProperty() storeCode!: string;
  @ApiProperty() memberCount!: number;
  @ApiProperty({ type: [RecordCountDto] }) records!: RecordCountDto[];
}

export class ModifierMemberDto {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
  @ApiProperty() email!: string;
  @ApiProperty({ enum: ['customer', 'salesrep'] }) kind!: string;
  @ApiProperty() active!: boolean;
}

export class ModifierCustomerDto extends ModifierMemberDto {
  @ApiProperty({ type: 'integer', nullable: true }) companyId!: number | null;
  @ApiProperty() addressCount!: number;
  @ApiProperty({ description: "Addresses whose company line prints the current company's name" })
  addressesNamingCompany!: number;
  @ApiProperty({ type: [RecordCountDto] }) records!: RecordCountDto[];
}

export class EntityDetailsDto {
  @ApiProperty({ type: ModifierCustomerDto, nullable: true }) customer!: ModifierCustomerDto | null;
  @ApiProperty({ type: ModifierCompanyDto, nullable: true }) company!: ModifierCompanyDto | null;
  @ApiProperty({ type: [ModifierMemberDto], description: "The company's people, by name" })
  members!: ModifierMemberDto[];
}

export class DuplicateCompanyDto {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
  @ApiProperty() organizationNumber!: string;
  @ApiProperty() storeId!: number;
  @ApiProperty() storeCode!: string;
}

export class DuplicateNameCheckDto {
  @ApiProperty() name!: string;
  @ApiProperty({ description: 'The name as compared: no case, spacing, punctuation or legal form' })
  normalizedName!: string;
  @ApiProperty({ type: [DuplicateCompanyDto] }) duplicates!: DuplicateCompanyDto[];
}

export const ASSIGNMENT_ISSUE_CODES = [
  'SAME_COMPANY',
  'OTHER_STORE',
  'SALESREP',
  'ORGANIZATION_NUMBER_TAKEN',
  'DUPLICATE_NAME',
  'LAST_MEMBER',
  'LAST_MEMBER_WITH_RECORDS',
  'OPEN_CARTS',
  'ADDRESSES_NAME_OLD_COMPANY',
  'INACTIVE_CUSTOMER',
] as const;
export type AssignmentIssueCode = (typeof ASSIGNMENT_ISSUE_CODES)[number];

export class AssignmentIssueDto {
  @ApiProperty({ enum: ASSIGNMENT_ISSUE_CODES }) code!: AssignmentIssueCode;
  @ApiProperty() message!: string;
}

export class AssignmentTargetDto {
  @ApiProperty({ type: 'integer', nullable: true, description: 'Null: a company still to be created' })
  id!: number | null;
  @ApiProperty() name!: string;
  @ApiProperty() organizationNumber!: string;
  @ApiProperty() storeId!: number;
}

export class AssignmentCheckDto {
  @ApiProperty({ description: 'No blockers: the move may be dispatched' }) allowed!: boolean;
  @ApiProperty({ type: ModifierCustomerDto }) customer!: ModifierCustomerDto;
  @ApiProperty({ type: ModifierCompanyDto, nullable: true }) from!: ModifierCompanyDto | null;
  @ApiProperty({ type: AssignmentTargetDto }) to!: AssignmentTargetDto;
  @ApiProperty({ type: [AssignmentIssueDto] }) blockers!: AssignmentIssueDto[];
  @ApiProperty({ type: [AssignmentIssueDto] }) warnings!: AssignmentIssueDto[];
  @ApiProperty({ type: [DuplicateCompanyDto] }) duplicates!: DuplicateCompanyDto[];
}

export class AssignmentResultDto {
  @ApiProperty({ type: ModifierCustomerDto }) customer!: ModifierCustomerDto;
  @ApiProperty({ type: ModifierCompanyDto, nullable: true }) from!: ModifierCompanyDto | null;
  @ApiProperty({ type: ModifierCompanyDto }) to!: ModifierCompanyDto;
  @ApiProperty() createdCompany!: boolean;
  @ApiProperty({ type: [AssignmentIssueDto], description: 'What the editor was warned about' })
  warnings!: AssignmentIssueDto[];
  @ApiProperty() addressesRenamed!: number;
}
