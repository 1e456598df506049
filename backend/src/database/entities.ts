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
import { Customer } from '../modules/customers/entities/customer.entity';
import { CustomerCompany } from '../modules/customers/entities/customer-company.entity';
import { CustomerGroup } from '../modules/customers/entities/customer-group.entity';
import { Address } from '../modules/customers/entities/address.entity';
import { CustomerApplication } from '../modules/customers/entities/customer-application.entity';
import { AdminRole } from '../modules/identity/entities/admin-role.entity';
import { AdminUser } from '../modules/identity/entities/admin-user.entity';
import { OutgoingMail } from '../modules/mail/outgoing-mail.entity';
import { OneTimeToken } from '../modules/identity/entities/one-time-token.entity';
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
  CustomerCompany,
  CustomerGroup,
  Customer,
  Address,
  CustomerApplication,
  Session,
  OneTimeToken,
  AuditEntry,
  OutgoingMail,
  Job,
];
