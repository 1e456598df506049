import { ApiProperty } from '@nestjs/swagger';

export class InheritedValueDto {
  @ApiProperty({
    example: 'units.box',
    description:
      "What the product inherits: a unit's definition, or a variant's field (name.fi, price.fi, attributes.lumen)",
  })
  field!: string;
  @ApiProperty({ example: 'unit box', description: 'Where the value comes from today' })
  inheritedFrom!: string;
  @ApiProperty({
    oneOf: [
      { type: 'object', additionalProperties: true },
      { type: 'string' },
      { type: 'number' },
      { type: 'boolean' },
    ],
    nullable: true,
    example: { conversionFactor: '12', precision: 0, isDefault: true },
    description: 'The value the product would store as its own',
  })
  value!: unknown;
}

export class SolidifierReportDto {
  @ApiProperty() objectId!: number;
  @ApiProperty() sku!: string;
  @ApiProperty({ type: [InheritedValueDto], description: 'Values the product still inherits' })
  inherited!: InheritedValueDto[];
  @ApiProperty({
    type: [InheritedValueDto],
    description: 'Values the apply stored on the product (empty on check)',
  })
  stored!: InheritedValueDto[];
}
