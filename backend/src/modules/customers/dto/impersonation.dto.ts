import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsString, MaxLength, MinLength } from 'class-validator';

/** The salesrep's impersonation form: the e-mail of the customer to act as. */
export class StartImpersonationDto {
  @ApiProperty({ example: 'buyer@voltgrossisten.test' })
  @IsEmail({}, { message: 'email must be an e-mail address' })
  @MaxLength(254)
  email!: string;
}

/** The impersonation page's search: part of a customer's name, e-mail or company. */
export class ImpersonationSearchQueryDto {
  @ApiProperty({ example: 'voltgros', minLength: 2 })
  @IsString({ message: 'Type part of a name, e-mail or company' })
  @MinLength(2, { message: 'Type at least 2 characters' })
  @MaxLength(100, { message: 'Type at most 100 characters' })
  q!: string;
}

export class ImpersonationCandidateDto {
  @ApiProperty() id!: number;
  @ApiProperty() email!: string;
  @ApiProperty() name!: string;
  @ApiPropertyOptional({ type: String, nullable: true }) companyName!: string | null;
}
