import { Module } from '@nestjs/common';
import { StoresShopController } from './stores-shop.controller';
import { StoresService } from './stores.service';

@Module({ controllers: [StoresShopController], providers: [StoresService], exports: [StoresService] })
export class StoresModule {}
