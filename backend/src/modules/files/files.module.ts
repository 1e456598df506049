import { Module } from '@nestjs/common';
import { MediaController } from './media.controller';

/** The locally drawn pictures and documents of the demo catalogue; rendered on request, nothing stored. */
@Module({ controllers: [MediaController] })
export class FilesModule {}
