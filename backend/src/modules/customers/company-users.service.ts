import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { DEFAULT_CUSTOMER_GROUP_CODE } from '@tradeshop/shared';
import { DomainError } from '../../common/errors/domain-error';
import { CustomerAdminService } from './customer-admin.service';
import type { CompanyUserInviteDto, CompanyUsersDto } from './dto/company-users.dto';
import { CustomerGroup } from './entities/customer-group.entity';
import { Customer } from './entities/customer.entity';
import type { ShopIdentity } from './shop-session';

/**
 * The storefront's company-users page: a company's people, and a company administrator inviting a colleague
 * (the same account and invitation mail as the back office's "create customer").
 */
@Injectable()
export class CompanyUsersService {
  constructor(
    private readonly em: EntityManager,
    private readonly customers: CustomerAdminService,
  ) {}

  async list(identity: ShopIdentity): Promise<CompanyUsersDto> {
    const companyId = this.companyOf(identity);
    const users = await this.em.find(
      Customer,
      { company: companyId, kind: 'customer' },
      { orderBy: { lastname: 'asc', firstname: 'asc', id: 'asc' } },
    );
    return {
      canInvite: identity.customer.companyAdmin,
      users: users.map((user) => ({
        id: user.id,
        name: user.fullName,
        email: user.email,
        companyAdmin: user.companyAdmin,
        active: user.active,
        invited: user.lastLoginAt == null,
      })),
    };
  }

  async invite(identity: ShopIdentity, input: CompanyUserInviteDto, ip: string): Promise<CompanyUsersDto> {
    const companyId = this.companyOf(identity);
    if (!identity.customer.companyAdmin) {
      throw new DomainError('FORBIDDEN', "Only your company's administrators can invite colleagues");
    }
    const group = await this.em.findOne(CustomerGroup, { code: DEFAULT_CUSTOMER_GROUP_CODE });
    await this.customers.create(
      { ...input, kind: 'customer', companyId, groupIds: group ? [group.id] : [], companyAdmin: false },
      {
        actorType: identity.salesrep ? 'salesrep' : 'customer',
        adminUserId: (identity.salesrep ?? identity.customer).id,
        ip,
      },
    );
    return this.list(identity);
  }

  private companyOf(identity: ShopIdentity): number {
    const companyId = identity.customer.company?.id;
    if (!companyId) throw new DomainError('FORBIDDEN', 'Your account does not belong to a company');
    return companyId;
  }
}
