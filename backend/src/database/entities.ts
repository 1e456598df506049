import { Job } from '../jobs/job.entity';
import { Brand, ProductLine } from '../modules/catalogue/entities/brand.entity';
import { Category, CategoryTranslation } from '../modules/catalogue/entities/category.entity';
import {
  FamilyAttribute,
  ProductFamily,
  UnitDefinition,
} from '../modules/catalogue/entities/product-family.entity';
import { Product, ProductTranslation } from '../modules/catalogue/entities/product.entity';
import { AuditEntry } from '../modules/audit/audit-entry.entity';
import { AdminRole } from '../modules/identity/entities/admin-role.entity';
import { AdminUser } from '../modules/identity/entities/admin-user.entity';
import { OutgoingMail } from '../modules/mail/outgoing-mail.entity';
import { Session } from '../modules/identity/entities/session.entity';
import { Store } from '../modules/stores/store.entity';

export const ENTITIES = [
  Store,
  Category,
  CategoryTranslation,
  Brand,
  ProductLine,
  ProductFamily,
  FamilyAttribute,
  UnitDefinition,
  Product,
  ProductTranslation,
  AdminRole,
  AdminUser,
  Session,
  AuditEntry,
  OutgoingMail,
  Job,
];
