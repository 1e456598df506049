import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  Min,
  MinLength,
  ValidateNested,
} from 'class-validator';
import {
  DATE_FORMATS,
  DELIMITER_CHOICES,
  ENCODINGS,
  FORMAT_TYPES,
  IMPORTER_LIMITS,
  RUN_STATUSES,
  SOURCE_TYPES,
  TRANSFORMATION_TYPES,
  type DateFormat,
  type Encoding,
  type FormatType,
  type RunStatus,
  type SourceType,
  type TransformationType,
} from '../importer.types';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class ImportSourceDto {
  @ApiProperty({ enum: SOURCE_TYPES })
  @IsIn(SOURCE_TYPES, { message: `source.type must be one of ${SOURCE_TYPES.join(', ')}` })
  type!: SourceType;

  @ApiPropertyOptional({ description: 'folder: the file name inside the drop folder (no folders, no ..)' })
  @IsOptional()
  @IsString()
  @Matches(/^[A-Za-z0-9][A-Za-z0-9 ._-]{0,120}$/, {
    message: 'source.fileName must be a plain file name in the drop folder, e.g. supplier.xlsx (no / or ..)',
  })
  fileName?: string;

  @ApiPropertyOptional({ description: 'http: the address the file is fetched from' })
  @IsOptional()
  @IsString()
  @Matches(/^https?:\/\/[^\s]{1,2000}$/, { message: 'source.url must be an http or https address' })
  url?: string;
}

export class ImportFormatDto {
  @ApiProperty({ enum: FORMAT_TYPES })
  @IsIn(FORMAT_TYPES, { message: `format.type must be one of ${FORMAT_TYPES.join(', ')}` })
  type!: FormatType;

  @ApiPropertyOptional({ enum: DELIMITER_CHOICES, description: 'CSV: the delimiter; auto detects it' })
  @IsOptional()
  @IsIn(DELIMITER_CHOICES, { message: 'format.delimiter must be auto, comma, semicolon, tab or |' })
  delimiter?: string;

  @ApiPropertyOptional({ enum: ENCODINGS })
  @IsOptional()
  @IsIn(ENCODINGS, { message: `format.encoding must be one of ${ENCODINGS.join(', ')}` })
  encoding?: Encoding;

  @ApiPropertyOptional({ description: 'The first row names the columns' })
  @IsOptional()
  @IsBoolean()
  headerRow?: boolean;
}

export class TransformationDto {
  @ApiProperty({ enum: TRANSFORMATION_TYPES })
  @IsIn(TRANSFORMATION_TYPES, {
    message: `a transformation's type must be one of ${TRANSFORMATION_TYPES.join(', ')}`,
  })
  type!: TransformationType;

  @ApiPropertyOptional({ enum: [',', '.'] })
  @IsOptional()
  @IsIn([',', '.'], { message: 'decimalSeparator must be , or .' })
  decimalSeparator?: ',' | '.';

  @ApiPropertyOptional({ enum: DATE_FORMATS })
  @IsOptional()
  @IsIn(DATE_FORMATS, { message: `dateFormat must be one of ${DATE_FORMATS.join(', ')}` })
  dateFormat?: DateFormat;

  @ApiPropertyOptional({ example: '0.001', description: 'unit: multiply by this factor' })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'number' ? String(value) : value))
  @Matches(/^-?\d{1,12}(\.\d{1,9})?$/, { message: 'factor must be a number, e.g. 0.001 or 1000' })
  factor?: string;

  @ApiPropertyOptional({ type: 'object', additionalProperties: { type: 'string' } })
  @IsOptional()
  @IsObject({ message: 'lookup must be a table of values' })
  lookup?: Record<string, string>;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  lookupOtherwise?: string;
}

export class ColumnMappingDto {
  @ApiProperty({ description: "The column's header, or its letter when the file has no header row" })
  @IsString()
  @MinLength(1, { message: 'a mapping needs the column it reads' })
  @MaxLength(200)
  column!: string;

  @ApiProperty({
    example: 'name.fi',
    description: 'A product field: sku, name.fi, attribute.voltage, price.fi …',
  })
  @IsString()
  @MinLength(1, { message: 'a mapping needs the field it sets' })
  @MaxLength(100)
  target!: string;

  @ApiProperty({ type: [TransformationDto] })
  @IsArray()
  @ArrayMaxSize(10)
  @ValidateNested({ each: true })
  @Type(() => TransformationDto)
  transformations!: TransformationDto[];
}

export class ImporterConfigInputDto {
  @ApiProperty({ example: 'Supplier Acme price list' })
  @Transform(trimmed)
  @IsString()
  @MinLength(1, { message: 'name must not be blank' })
  @MaxLength(100, { message: 'name must be at most 100 characters' })
  name!: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  description?: string;

  @ApiProperty({ type: ImportSourceDto })
  @ValidateNested()
  @Type(() => ImportSourceDto)
  source!: ImportSourceDto;

  @ApiProperty({ type: ImportFormatDto })
  @ValidateNested()
  @Type(() => ImportFormatDto)
  format!: ImportFormatDto;

  @ApiProperty({ type: [ColumnMappingDto] })
  @IsArray()
  @ArrayMaxSize(IMPORTER_LIMITS.mappingsMax)
  @ValidateNested({ each: true })
  @Type(() => ColumnMappingDto)
  mappings!: ColumnMappingDto[];

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: '0 3 * * *',
    description: 'Run on this schedule',
  })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() || null : value))
  @IsOptional()
  @IsString()
  @MaxLength(100)
  cron?: string | null;

  @ApiPropertyOptional({ description: 'A scheduled configuration runs only while active' })
  @IsOptional()
  @IsBoolean()
  active?: boolean;
}

/** The spec's save: the configuration and, for an existing one, its id. */
export class ImporterConfigSaveDto extends ImporterConfigInputDto {
  @ApiPropertyOptional({ description: 'Absent: a new configuration' })
  @IsOptional()
  @IsInt({ message: 'id must be a configuration id' })
  @Min(1)
  id?: number;
}

export class ImporterConfigDto {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
  @ApiProperty() description!: string;
  @ApiProperty({ type: ImportSourceDto }) source!: ImportSourceDto;
  @ApiProperty({ type: ImportFormatDto }) format!: ImportFormatDto;
  @ApiProperty({ type: [ColumnMappingDto] }) mappings!: ColumnMappingDto[];
  @ApiProperty({ type: String, nullable: true }) cron!: string | null;
  @ApiProperty() active!: boolean;
  @ApiProperty({ type: String, nullable: true }) previewFileName!: string | null;
  @ApiProperty({ type: String, nullable: true }) importFileName!: string | null;
  @ApiProperty({ type: String, nullable: true, enum: RUN_STATUSES }) lastRunStatus!: RunStatus | null;
  @ApiProperty() createdAt!: string;
  @ApiProperty() updatedAt!: string;
}

export class PreviewRequestDto {
  @ApiPropertyOptional({
    type: ImportFormatDto,
    description: 'The format to read with; default the saved one',
  })
  @IsOptional()
  @ValidateNested()
  @Type(() => ImportFormatDto)
  format?: ImportFormatDto;

  @ApiPropertyOptional({ type: [ColumnMappingDto], description: 'Mappings to try; default the saved ones' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(IMPORTER_LIMITS.mappingsMax)
  @ValidateNested({ each: true })
  @Type(() => ColumnMappingDto)
  mappings?: ColumnMappingDto[];

  @ApiPropertyOptional({ description: 'The preview row (0: the first data row)' })
  @IsOptional()
  @IsInt()
  @Min(0)
  rowIndex?: number;
}

export class PreviewDto {
  @ApiProperty({ type: String, nullable: true }) fileName!: string | null;
  @ApiProperty({ type: [String] }) headers!: string[];
  @ApiProperty({ type: 'array', items: { type: 'array', items: { type: 'string' } } }) rows!: string[][];
  @ApiProperty({ type: [Number] }) lines!: number[];
}

export class PreviewRowResultDto {
  @ApiProperty() line!: number;
  @ApiProperty({ type: 'object', additionalProperties: { type: 'string' } }) values!: Record<string, string>;
  @ApiProperty({ type: 'object', additionalProperties: { type: 'string' } }) types!: Record<string, string>;
  @ApiProperty({ type: String, nullable: true, description: 'Why the row would be rejected' })
  error!: string | null;
}

export class TransformationResultDto {
  @ApiProperty({ type: [PreviewRowResultDto] }) rows!: PreviewRowResultDto[];
}

export class ColumnHeaderDto {
  @ApiProperty() id!: string;
  @ApiProperty() label!: string;
}

export class ImportTargetDto {
  @ApiProperty() key!: string;
  @ApiProperty() kind!: string;
  @ApiProperty() group!: string;
  @ApiProperty() label!: string;
}

export class ClassificationStoreAttributeDto {
  @ApiProperty() family!: string;
  @ApiProperty() code!: string;
  @ApiProperty() dataType!: string;
  @ApiProperty({ type: String, nullable: true }) unit!: string | null;
  @ApiProperty({ type: 'object', additionalProperties: { type: 'string' } }) labels!: Record<string, string>;
}

export class UnitDataDto {
  @ApiProperty() id!: number;
  @ApiProperty() identifier!: string;
  @ApiProperty() precision!: number;
  @ApiProperty({ type: 'object', additionalProperties: { type: 'string' } }) labels!: Record<string, string>;
}

export class ImporterRunDto {
  @ApiProperty() id!: number;
  @ApiProperty() configId!: number;
  @ApiProperty() configName!: string;
  @ApiProperty({ enum: RUN_STATUSES }) status!: RunStatus;
  @ApiProperty({ enum: ['manual', 'schedule'] }) trigger!: 'manual' | 'schedule';
  @ApiProperty({ type: Number, nullable: true }) total!: number | null;
  @ApiProperty() processed!: number;
  @ApiProperty() created!: number;
  @ApiProperty() updated!: number;
  @ApiProperty() unchanged!: number;
  @ApiProperty() rejected!: number;
  @ApiProperty({ description: '0–100' }) percent!: number;
  @ApiProperty({ type: String, nullable: true }) message!: string | null;
  @ApiProperty() createdAt!: string;
  @ApiProperty({ type: String, nullable: true }) startedAt!: string | null;
  @ApiProperty({ type: String, nullable: true }) finishedAt!: string | null;
}

export class ImporterRejectedRowDto {
  @ApiProperty() id!: string;
  @ApiProperty() line!: number;
  @ApiProperty() reason!: string;
  @ApiProperty({ type: 'object', additionalProperties: { type: 'string' } }) data!: Record<string, string>;
}

export class CronCheckDto {
  @ApiProperty() valid!: boolean;
  @ApiProperty({ type: String, nullable: true }) message!: string | null;
  @ApiProperty({ type: [String], description: 'The next runs, ISO times in UTC' }) nextRuns!: string[];
}

export class CronQueryDto {
  @ApiProperty({ example: '0 3 * * *' })
  @IsString({ message: 'cron_expression is required' })
  @MaxLength(100)
  cron_expression!: string;
}

export class HasFileDto {
  @ApiProperty() success!: boolean;
  @ApiProperty({ type: String, nullable: true }) fileName!: string | null;
}

export class ConnectionDto {
  @ApiProperty() id!: string;
  @ApiProperty({ enum: SOURCE_TYPES }) type!: SourceType;
  @ApiProperty() label!: string;
}

export class ImporterDeletedDto {
  @ApiProperty() id!: number;
}
