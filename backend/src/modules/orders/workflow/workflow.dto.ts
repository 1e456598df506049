import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsNotEmpty, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import { STATE_KINDS, type StateKind } from '../entities/order-state-change.entity';

const digits = ({ value }: { value: unknown }) =>
  typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value;

const workflowNameMessage = `workflowName must be one of ${STATE_KINDS.join(', ')}`;

/** `?cid=&workflowName=` of the workflow reads: the order and which of its four machines. */
export class WorkflowQueryDto {
  @ApiProperty({ type: 'integer', description: 'The order id' })
  @Transform(digits)
  @IsInt({ message: 'cid must be an order id' })
  @Min(1, { message: 'cid must be an order id' })
  cid!: number;

  @ApiProperty({ enum: STATE_KINDS })
  @IsIn(STATE_KINDS, { message: workflowNameMessage })
  workflowName!: StateKind;
}

/** show-graph draws the machine without an order too (then no state is marked). */
export class WorkflowGraphQueryDto {
  @ApiPropertyOptional({ type: 'integer', description: 'The order whose state is marked' })
  @IsOptional()
  @Transform(digits)
  @IsInt({ message: 'cid must be an order id' })
  @Min(1, { message: 'cid must be an order id' })
  cid?: number;

  @ApiProperty({ enum: STATE_KINDS })
  @IsIn(STATE_KINDS, { message: workflowNameMessage })
  workflowName!: StateKind;
}

export class WorkflowTransitionDto extends WorkflowQueryDto {
  @ApiProperty({ description: 'The transition, as get-workflow-form lists them' })
  @IsString({ message: 'transition must be text' })
  @IsNotEmpty({ message: 'transition is required' })
  @MaxLength(64)
  transition!: string;

  @ApiPropertyOptional({ description: 'Why (kept in the order history)' })
  @IsOptional()
  @IsString({ message: 'reason must be text' })
  @MaxLength(2000)
  reason?: string;
}

export class WorkflowGlobalActionDto extends WorkflowQueryDto {
  @ApiProperty({ description: "A global action: one of the order's manual transitions of the workflow" })
  @IsString({ message: 'globalAction must be text' })
  @IsNotEmpty({ message: 'globalAction is required' })
  @MaxLength(64)
  globalAction!: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString({ message: 'reason must be text' })
  @MaxLength(2000)
  reason?: string;
}

export class WorkflowModalDto extends WorkflowQueryDto {
  @ApiProperty()
  @IsString({ message: 'transition must be text' })
  @IsNotEmpty({ message: 'transition is required' })
  @MaxLength(64)
  transition!: string;
}
