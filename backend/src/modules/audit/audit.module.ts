import { Global, Module } from '@nestjs/common';
import { AuditLogAdminController } from './audit-log-admin.controller';
import { AuditService } from './audit.service';

@Global()
@Module({ controllers: [AuditLogAdminController], providers: [AuditService], exports: [AuditService] })
export class AuditModule {}
